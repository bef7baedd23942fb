import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { DeadLinksWarning } from '../../lib/admin-ui/dead-links-warning';
import { useNotificationsHealth } from './api/get-notifications-health';
import { isChannelInTrouble } from './channel-trouble';
import { CHANNEL_LABEL_KEY } from './notification-labels';

/** Warns when the shop's order emails or webhook calls are not getting through, and when customers' links would be dead. */
export function NotificationsHealthBanner() {
  const { t } = useTranslation('admin-orders');
  const { data } = useNotificationsHealth();
  const troubled = data?.channels.filter(isChannelInTrouble) ?? [];
  if (troubled.length === 0) return <DeadLinksWarning />;
  return (
    <>
      <DeadLinksWarning />
      <Alert severity="warning" sx={{ mb: 2 }}>
        <AlertTitle>{t('health.title')}</AlertTitle>
        {troubled.map((c) => (
          <div key={c.channel}>
            {t(CHANNEL_LABEL_KEY[c.channel])}:{' '}
            {[
              c.failed > 0 && t('health.failed', { count: c.failed }),
              c.retrying > 0 && t('health.retrying', { count: c.retrying }),
            ]
              .filter(Boolean)
              .join(', ')}
            {c.lastError && ` — ${t('health.lastError', { message: c.lastError.message })}`}
          </div>
        ))}
        {t('health.check')}
      </Alert>
    </>
  );
}
