import type { CustomerMessageChannel } from '@halwai/domain';
import type { Config } from '../../config.js';
import type { Msg91Settings } from './providers/msg91.js';
import type { WhatsAppSettings } from './providers/whatsapp.js';

/** What the customer messages take from the configuration: each channel is off (null) until its variables are set. */
export interface CustomerMessageConfig {
  whatsapp: WhatsAppSettings | null;
  sms: Msg91Settings | null;
  email: { smtpUrl: string; from: string | { address: string } } | null;
  /** Checks the webhook's signatures; without it every receipt is refused. */
  whatsappAppSecret: string | null;
  /** Answers Meta's check of the webhook address; without it the check is refused. */
  whatsappVerifyToken: string | null;
  /** Where the order pages are, without a trailing slash: the messages link there. */
  publicUrl: string;
  /** An attempt without an answer by then has failed, and is tried again later. */
  timeoutMs: number;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function readCustomerMessageConfig(config: Config): CustomerMessageConfig {
  const publicUrl = config.PUBLIC_URL ? withoutTrailingSlash(config.PUBLIC_URL) : `http://localhost:${config.PORT}`;
  return {
    whatsapp:
      config.WHATSAPP_PHONE_NUMBER_ID && config.WHATSAPP_TOKEN
        ? { apiUrl: withoutTrailingSlash(config.WHATSAPP_API_URL), phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID, token: config.WHATSAPP_TOKEN }
        : null,
    sms: config.MSG91_AUTH_KEY ? { apiUrl: withoutTrailingSlash(config.MSG91_API_URL), authKey: config.MSG91_AUTH_KEY } : null,
    email: config.SMTP_URL
      ? { smtpUrl: config.SMTP_URL, from: config.NOTIFY_EMAIL_FROM ?? { address: `orders@${new URL(publicUrl).hostname}` } }
      : null,
    whatsappAppSecret: config.WHATSAPP_APP_SECRET ?? null,
    whatsappVerifyToken: config.WHATSAPP_VERIFY_TOKEN ?? null,
    publicUrl,
    timeoutMs: config.MESSAGE_TIMEOUT_MS,
  };
}

export const configuredMessageChannels = (config: CustomerMessageConfig): CustomerMessageChannel[] =>
  (['whatsapp', 'sms', 'email'] as const).filter((channel) => config[channel] !== null);
