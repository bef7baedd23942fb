import type { NotificationChannel } from '@halwai/domain';

export const CHANNEL_LABEL: Record<NotificationChannel, string> = { email: 'Email', webhook: 'Webhook' };
