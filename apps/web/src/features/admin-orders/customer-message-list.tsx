import { STEP_LABELS, type CustomerMessage, type CustomerMessageChannel, type CustomerMessageState } from '@halwai/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/format';
import { useResendCustomerMessage } from './api/resend-customer-message';

const CHANNEL: Record<CustomerMessageChannel, string> = { whatsapp: 'WhatsApp', sms: 'SMS', email: 'Email' };

const STATE = {
  queued: { label: 'Sending', color: 'default' },
  sent: { label: 'Sent', color: 'info' },
  delivered: { label: 'Delivered', color: 'success' },
  read: { label: 'Read', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
} as const satisfies Record<CustomerMessageState, { label: string; color: string }>;

/**
 * What the customer was told of this order: each message with its channel, step and state, why a
 * failed one failed, and a way to send it again.
 */
export function CustomerMessageList({ orderId, messages }: { orderId: number; messages: CustomerMessage[] | undefined }) {
  const resend = useResendCustomerMessage();
  return (
    <Box component="section" aria-labelledby="order-customer-messages-title" sx={{ mt: 3 }}>
      <Typography id="order-customer-messages-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Customer messages
      </Typography>
      {messages === undefined && (
        <Typography variant="body2" color="text.secondary">
          Loading…
        </Typography>
      )}
      {messages?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No message to the customer yet.
        </Typography>
      )}
      {resend.isError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {resend.error.message}
        </Alert>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {messages?.map((m) => (
          <Stack
            component="li"
            key={m.id}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
            aria-label={`${CHANNEL[m.channel]} message: ${STEP_LABELS[m.step]}`}
          >
            <Typography sx={{ fontWeight: 600, minWidth: 84 }}>{CHANNEL[m.channel]}</Typography>
            <Chip size="small" {...STATE[m.state]} />
            <Box sx={{ flex: 1, minWidth: 160 }}>
              <Typography variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
                {STEP_LABELS[m.step]} · {formatDateTime(m.at)}
              </Typography>
              {m.reason && (
                <Typography variant="body2" color={m.state === 'failed' ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
                  {m.state === 'failed' ? m.reason : `Last try: ${m.reason}`}
                </Typography>
              )}
            </Box>
            {m.state === 'failed' && (
              <Button
                size="small"
                variant="outlined"
                disabled={resend.isPending}
                onClick={() => resend.mutate({ orderId, messageId: m.id })}
                aria-label={`Send the ${CHANNEL[m.channel]} message again`}
              >
                Send again
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
