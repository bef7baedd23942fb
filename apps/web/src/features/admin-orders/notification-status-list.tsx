import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import type { NotificationStatus } from '@halwai/domain';
import { CHANNEL_LABEL_KEY } from './notification-labels';

const STATUS_COLOUR = { delivered: 'success', pending: 'default', retrying: 'warning', failed: 'error' } as const;

function detail(n: NotificationStatus, t: TFunction<'admin-orders'>): string {
  const attempts = () => t('notifications.attempts', { count: n.attempts });
  switch (n.status) {
    case 'delivered':
      return n.deliveredAt ? t('notifications.deliveredAt', { at: formatDateTime(n.deliveredAt) }) : t('notifications.states.delivered');
    case 'pending':
      return t('notifications.waiting');
    case 'retrying':
      return n.nextAttemptAt ? t('notifications.next', { attempts: attempts(), at: formatDateTime(n.nextAttemptAt) }) : attempts();
    case 'failed':
      return t('notifications.gaveUp', { count: n.attempts });
  }
}

/**
 * How the shop was told of this order: on screen to signed-in staff, and per configured channel
 * delivered, retrying or failed with the last error — so a broken mail setting is noticed.
 */
export function NotificationStatusList({ notifications, offline = false }: { notifications: NotificationStatus[] | undefined; offline?: boolean }) {
  const { t } = useTranslation('admin-orders');
  return (
    <Box component="section" aria-labelledby="order-notifications-title" sx={{ mt: 3 }}>
      <Typography id="order-notifications-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('notifications.title')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <Row channel={t('notifications.live')} chip={<Chip size="small" color="success" label={t('notifications.shown')} />}>
          {t('notifications.liveDetail')}
        </Row>
        {notifications === undefined && (
          <Typography component="li" variant="body2" color="text.secondary">
            {offline ? t('notifications.offline') : t('notifications.loading')}
          </Typography>
        )}
        {notifications?.length === 0 && (
          <Typography component="li" variant="body2" color="text.secondary">
            {t('notifications.none')}
          </Typography>
        )}
        {notifications?.map((n) => (
          <Row
            key={n.channel}
            channel={t(CHANNEL_LABEL_KEY[n.channel])}
            chip={<Chip size="small" color={STATUS_COLOUR[n.status]} label={t(`notifications.states.${n.status}`)} />}
          >
            {detail(n, t)}
            {n.lastError && n.status !== 'delivered' && (
              <Typography component="span" variant="body2" color="error" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {t('notifications.lastError', { error: n.lastError })}
              </Typography>
            )}
          </Row>
        ))}
      </Stack>
    </Box>
  );
}

function Row({ channel, chip, children }: { channel: string; chip: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('admin-orders');
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }} aria-label={t('notifications.row', { channel })}>
      <Typography sx={{ fontWeight: 600, minWidth: 72 }}>{channel}</Typography>
      {chip}
      <Typography variant="body2" color="text.secondary" sx={{ pt: 0.25 }}>
        {children}
      </Typography>
    </Stack>
  );
}
