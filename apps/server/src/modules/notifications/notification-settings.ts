import type { Config } from '../../config.js';
import type { ShopChannel } from '../../db/schema.js';
import type { RetryPolicy } from './backoff.js';
import type { EmailSettings } from './channels/email-channel.js';
import type { WebhookSettings } from './channels/webhook-channel.js';

/** What the notifications module takes from the configuration. */
export interface NotificationSettings {
  email: EmailSettings | null;
  webhook: WebhookSettings | null;
  /** Where the shop is served, without a trailing slash; the emails link to the back office there. */
  publicUrl: string | null;
  retry: RetryPolicy;
  pollMs: number;
}

export function readNotificationSettings(config: Config): NotificationSettings {
  const publicUrl = config.PUBLIC_URL ? config.PUBLIC_URL.replace(/\/+$/, '') : null;
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return {
    email:
      config.SMTP_URL && config.NOTIFY_EMAIL_TO
        ? {
            smtpUrl: config.SMTP_URL,
            to: config.NOTIFY_EMAIL_TO,
            from: config.NOTIFY_EMAIL_FROM ?? { address: `orders@${host}` },
          }
        : null,
    webhook:
      config.NOTIFY_WEBHOOK_URL && config.NOTIFY_WEBHOOK_SECRET
        ? { url: config.NOTIFY_WEBHOOK_URL, secret: config.NOTIFY_WEBHOOK_SECRET }
        : null,
    publicUrl,
    retry: { baseMs: config.NOTIFY_RETRY_BASE_MS, maxMs: config.NOTIFY_RETRY_MAX_MS },
    pollMs: config.NOTIFY_POLL_MS,
  };
}

export const ALL_CHANNELS: readonly ShopChannel[] = ['email', 'webhook'];

export const configuredChannels = (settings: NotificationSettings): ShopChannel[] =>
  ALL_CHANNELS.filter((channel) => settings[channel] !== null);
