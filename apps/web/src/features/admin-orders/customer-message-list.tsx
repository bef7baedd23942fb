import type { AdminOrderDetails, CustomerMessage, CustomerMessageState, MessageStep } from '@halwai/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useResendCustomerMessage } from './api/resend-customer-message';
import { SendByHand } from './send-by-hand';

const STATE_COLOUR = {
  queued: 'default',
  sent: 'info',
  delivered: 'success',
  read: 'success',
  failed: 'error',
} as const satisfies Record<CustomerMessageState, string>;

/** The words the customer got, as sent; a message sent before the shop kept them says so. */
function SentText({ message }: { message: CustomerMessage }) {
  const { t } = useTranslation('admin-orders');
  if (message.text === null) {
    if (message.state === 'queued') return null;
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {t('customerMessages.textNotKept')}
      </Typography>
    );
  }
  return (
    <Typography
      component="blockquote"
      variant="body2"
      aria-label={t('customerMessages.textSent')}
      sx={{ m: 0, my: 0.5, pl: 1, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
    >
      {message.text}
    </Typography>
  );
}

/**
 * What the customer was told of this order: each message with its channel, step and state, the words
 * sent, why a failed one failed, and a way to send it again.
 */
export function CustomerMessageList({
  orderId,
  messages,
  sendByHand,
}: {
  orderId: number;
  messages: CustomerMessage[] | undefined;
  /** Set when no channel sends the messages: the current step's, for staff to send themselves. */
  sendByHand?: AdminOrderDetails['sendByHand'];
}) {
  const { t } = useTranslation(['admin-orders', 'common']);
  const resend = useResendCustomerMessage();
  // The customer's messages call a new order "Order placed", as the owner's message settings do.
  const stepLabel = (step: MessageStep) =>
    step === 'pending'
      ? t('customerMessages.placed')
      : step === 'bill' || step === 'back_in_stock'
        ? t(`customerMessages.${step}`)
        : step === 'cart_reminder'
          ? t('customerMessages.cartReminder')
          : t(`orderSteps.${step}`, { ns: 'common' });
  return (
    <Box component="section" aria-labelledby="order-customer-messages-title" sx={{ mt: 3 }}>
      <Typography id="order-customer-messages-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('customerMessages.title')}
      </Typography>
      {messages === undefined && (
        <Typography variant="body2" color="text.secondary">
          {t('customerMessages.loading')}
        </Typography>
      )}
      {sendByHand && <SendByHand message={sendByHand} />}
      {messages?.length === 0 && !sendByHand && (
        <Typography variant="body2" color="text.secondary">
          {t('customerMessages.none')}
        </Typography>
      )}
      {resend.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {resend.error.message}
        </Alert>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {messages?.map((m) => {
          const channel = t(`channels.${m.channel}`);
          return (
          <Stack
            component="li"
            key={m.id}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
            aria-label={t('customerMessages.label', { channel, step: stepLabel(m.step) })}
          >
            <Typography sx={{ fontWeight: 600, minWidth: 84 }}>{channel}</Typography>
            <Chip size="small" color={STATE_COLOUR[m.state]} label={t(`customerMessages.states.${m.state}`)} />
            <Box sx={{ flex: 1, minWidth: 160 }}>
              <Typography variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
                {stepLabel(m.step)} · {formatDateTime(m.at)}
              </Typography>
              <SentText message={m} />
              {m.reason && (
                <Typography variant="body2" color={m.state === 'failed' ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
                  {m.state === 'failed' ? m.reason : t('customerMessages.lastTry', { reason: m.reason })}
                </Typography>
              )}
            </Box>
            {m.state === 'failed' && (
              <Button
                size="small"
                variant="outlined"
                disabled={resend.isPending}
                onClick={() => resend.mutate({ orderId, messageId: m.id })}
                aria-label={t('customerMessages.sendAgainLabel', { channel })}
              >
                {t('customerMessages.sendAgain')}
              </Button>
            )}
          </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
