import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminOrderDetails } from '@halwai/domain';
import { useTranslation } from 'react-i18next';
import { WhatsAppIcon } from '../../lib/ui/icons';

/**
 * With neither WhatsApp nor SMS set up, the order says so, and offers its current step's message to
 * send by hand: one tap opens WhatsApp with the customer's number and the text typed in.
 */
export function SendByHand({ message }: { message: NonNullable<AdminOrderDetails['sendByHand']> }) {
  const { t } = useTranslation('admin-orders');
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
      <strong>{t('customerMessages.notSetUp')}</strong>
      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {message.text}
      </Typography>
      {/* Under the text rather than beside it, so a phone gives the message the whole width. */}
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        href={message.url}
        target="_blank"
        rel="noopener"
        startIcon={<WhatsAppIcon />}
        sx={{ mt: 1 }}
      >
        {t('customerMessages.sendOnWhatsApp')}
      </Button>
    </Alert>
  );
}
