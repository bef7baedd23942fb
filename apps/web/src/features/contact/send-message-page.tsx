import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { chatLink, isValidMobile } from '@halwai/domain';
import { formatMobile } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Opens a WhatsApp chat with the number in a new tab; the link stays for when a pop-up blocker stops it. */
export function SendMessagePage() {
  const { t } = useTranslation('contact');
  const { phone = '' } = useParams();
  const valid = isValidMobile(phone);
  const link = chatLink(phone);
  useDocumentTitle(t('whatsApp.title'));

  // Strict mode runs effects twice in development; one tab is enough.
  const opened = useRef(false);
  useEffect(() => {
    if (!valid || opened.current) return;
    opened.current = true;
    window.open(link, '_blank', 'noopener');
  }, [link, valid]);

  if (!valid) {
    return (
      <Container maxWidth="sm">
        <Typography component="h1" variant="h1" gutterBottom>
          {t('whatsApp.invalidHeading')}
        </Typography>
        <Typography color="text.secondary">{t('whatsApp.invalidText', { phone })}</Typography>
      </Container>
    );
  }

  return (
    <Container maxWidth="sm">
      <Typography component="h1" variant="h1" gutterBottom>
        {t('whatsApp.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('whatsApp.text', { mobile: formatMobile(phone) })}
      </Typography>
      <Button href={link} target="_blank" rel="noopener noreferrer" variant="contained" startIcon={<WhatsAppIcon />}>
        {t('whatsApp.button', { mobile: formatMobile(phone) })}
      </Button>
    </Container>
  );
}
