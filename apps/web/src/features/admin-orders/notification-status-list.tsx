import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../lib/format';
import type { NotificationStatus } from '@halwai/domain';
import { CHANNEL_LABEL } from './notification-labels';

const STATUS = {
  delivered: { label: 'Delivered', color: 'success' },
  pending: { label: 'Sending', color: 'default' },
  retrying: { label: 'Retrying', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
} as const;

const attemptsText = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`;

function detail(n: NotificationStatus): string {
  switch (n.status) {
    case 'delivered':
      return n.deliveredAt ? `Delivered ${formatDateTime(n.deliveredAt)}` : 'Delivered';
    case 'pending':
      return 'Waiting to be sent';
    case 'retrying':
      return `${attemptsText(n.attempts)}${n.nextAttemptAt ? `, next ${formatDateTime(n.nextAttemptAt)}` : ''}`;
    case 'failed':
      return `Gave up after ${attemptsText(n.attempts)}`;
  }
}

/**
 * How the shop was told of this order: on screen to signed-in staff, and per configured channel
 * delivered, retrying or failed with the last error — so a broken mail setting is noticed.
 */
export function NotificationStatusList({ notifications, offline = false }: { notifications: NotificationStatus[] | undefined; offline?: boolean }) {
  return (
    <Box component="section" aria-labelledby="order-notifications-title" sx={{ mt: 3 }}>
      <Typography id="order-notifications-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Shop notifications
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Row channel="Live" chip={<Chip size="small" color="success" label="Shown" />}>
          On the orders screen of signed-in staff
        </Row>
        {notifications === undefined && (
          <Typography component="li" variant="body2" color="text.secondary">
            {offline ? 'Email and webhook status load when you are back online.' : 'Loading email and webhook status…'}
          </Typography>
        )}
        {notifications?.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary">
            No email or webhook is set up.
          </Typography>
        )}
        {notifications?.map((n) => (
          <Row key={n.channel} channel={CHANNEL_LABEL[n.channel]} chip={<Chip size="small" {...STATUS[n.status]} />}>
            {detail(n)}
            {n.lastError && n.status !== 'delivered' && (
              <Typography component="span" variant="body2" color="error" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                Last error: {n.lastError}
              </Typography>
            )}
          </Row>
        ))}
      </Stack>
    </Box>
  );
}

function Row({ channel, chip, children }: { channel: string; chip: ReactNode; children: ReactNode }) {
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }} aria-label={`${channel} notification`}>
      <Typography sx={{ fontWeight: 600, minWidth: 72 }}>{channel}</Typography>
      {chip}
      <Typography variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
        {children}
      </Typography>
    </Stack>
  );
}
