import type { NotificationChannel } from '@halwai/domain';

/** Where each shop notification channel's name is, in the `admin-orders` namespace. */
export const CHANNEL_LABEL_KEY = { email: 'channels.email', webhook: 'channels.webhook' } as const satisfies Record<
  NotificationChannel,
  string
>;
