import { useTranslation } from 'react-i18next';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/api-client';
import { useSendSale } from './api/send-sale';

/** Send on WhatsApp, on the done dialog of a bill sold with a mobile: the link to its invoice, once per tap. */
export function SendBillButton({ saleId, mobile }: { saleId: number; mobile: string }) {
  const { t } = useTranslation('counter');
  const send = useSendSale(saleId);
  const failure = send.error
    ? send.error instanceof ApiError
      ? (send.error.fieldErrors.mobile?.[0] ?? send.error.message)
      : t('send.failed')
    : null;
  return (
    <>
      <Button
        startIcon={<WhatsAppIcon />}
        variant="outlined"
        size="large"
        color="success"
        disabled={send.isPending}
        onClick={() => send.mutate({ mobile })}
      >
        {send.isPending ? t('send.sending') : t('send.whatsapp')}
      </Button>
      {(send.data || failure) && (
        <Typography
          role={failure ? 'alert' : 'status'}
          variant="body2"
          color={failure ? 'error' : 'success.main'}
          sx={{ width: '100%', order: -1, textAlign: 'center' }}
          data-testid="send-outcome"
        >
          {failure ?? (send.data?.channel === 'sms' ? t('send.sentSms', { mobile }) : t('send.sentWhatsapp', { mobile }))}
        </Typography>
      )}
    </>
  );
}
