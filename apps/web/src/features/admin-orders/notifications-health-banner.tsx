import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useNotificationsHealth } from './api/get-notifications-health';
import { isChannelInTrouble } from './channel-trouble';
import { CHANNEL_LABEL } from './notification-labels';

/** Warns when the shop's order emails or webhook calls are not getting through. */
export function NotificationsHealthBanner() {
  const { data } = useNotificationsHealth();
  const troubled = data?.channels.filter(isChannelInTrouble) ?? [];
  if (troubled.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>Order notifications are not getting through</AlertTitle>
      {troubled.map((c) => (
        <div key={c.channel}>
          {CHANNEL_LABEL[c.channel]}: {[c.failed > 0 && `${c.failed} failed`, c.retrying > 0 && `${c.retrying} retrying`].filter(Boolean).join(', ')}
          {c.lastError && ` — last error: ${c.lastError.message}`}
        </div>
      ))}
      Check the notification settings (SMTP_URL, NOTIFY_WEBHOOK_URL) on the server.
    </Alert>
  );
}
