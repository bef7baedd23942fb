import { useId } from 'react';
import { chatLink, type ContactMessage } from '@halwai/domain';
import type { AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMobile, telLink } from '../../lib/format';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { freshHighlightSx } from '../../lib/live-events/fresh-highlight';
import { useSetMessageHandled } from './api/set-message-handled';
import { newMessages } from './new-messages';
import { LabelledSwitch } from '../../lib/admin-ui/labelled-switch';

interface MessageCardProps {
  message: ContactMessage;
  onNotice: (message: string, severity?: AlertColor) => void;
}

/** One get-in-touch message: who, how to reach them, what they wrote, and whether someone has answered. */
export function MessageCard({ message, onNotice }: MessageCardProps) {
  const { t } = useTranslation('admin-messages');
  const titleId = useId();
  const setHandled = useSetMessageHandled();
  const { name, phoneNumber } = message;
  const fresh = newMessages.useIsFresh(message.id);

  const change = (handled: boolean) =>
    setHandled.mutate(
      { id: message.id, handled },
      {
        onSuccess: () => onNotice(handled ? t('card.markedHandled', { name }) : t('card.markedOpen', { name })),
        onError: (error) => onNotice(errorMessage(error, t('card.updateFailed', { name })), 'error'),
      },
    );

  return (
    <Card component="article" aria-labelledby={titleId} sx={[{ opacity: message.handled ? 0.8 : 1 }, fresh && freshHighlightSx]}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography id={titleId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              {!message.handled && <Chip label={t('card.new')} color="primary" size="small" />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </Typography>
          </Box>
          <LabelledSwitch
            label={t('card.handled')}
            ariaLabel={t('card.handledLabel', { name })}
            checked={message.handled}
            onChange={change}
            disabled={setHandled.isPending}
          />
        </Stack>
        <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Typography>
        {phoneNumber ? (
          <Stack direction="row" spacing={2} sx={{ mt: 1.5 }}>
            <Link href={telLink(phoneNumber)} aria-label={t('card.call', { name, mobile: formatMobile(phoneNumber) })}>
              {formatMobile(phoneNumber)}
            </Link>
            <Link
              href={chatLink(phoneNumber)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('card.chatLabel', { name })}
            >
              {t('card.chat')}
            </Link>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('card.noPhone')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
