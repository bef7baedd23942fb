import type { NotificationChannel } from './api/get-notifications-health';

export const CHANNEL_LABEL: Record<NotificationChannel, string> = { email: 'Email', webhook: 'Webhook' };
