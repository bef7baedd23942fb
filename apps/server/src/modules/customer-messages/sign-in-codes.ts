import type { Language, SignInCodeChannel } from '@halwai/domain';
import type { CustomerMessageConfig } from './customer-message-settings.js';
import { createMsg91Client } from './providers/msg91.js';
import { createWhatsAppClient } from './providers/whatsapp.js';

/** Which templates carry the customers' sign-in codes (README "Customer sign-in"). */
export interface SignInCodeTemplates {
  /** An approved WhatsApp template of the authentication category, with a copy-code button. */
  whatsappTemplate: string;
  /** The language of its English version (Meta keeps one per language under the same name; `hi` is the Hindi). */
  whatsappLanguage: string;
  /** MSG91's OTP template id; without it no code goes by SMS. */
  smsTemplateId: string | null;
  /** MSG91's OTP template with Hindi words, for customers who asked in Hindi; without it they get the English one. */
  smsTemplateIdHi: string | null;
}

/** A code that went: by which channel, and the provider's id for it. */
export interface SentCode {
  channel: SignInCodeChannel;
  providerId: string;
}

export interface SignInCodeSender {
  /** The channels that can carry a code, in the order they are tried; empty when none is set up. */
  channels: readonly SignInCodeChannel[];
  /**
   * Sends the code to the ten-digit mobile by the first channel that takes it: WhatsApp, else SMS.
   * Throws the last channel's error when none did. The code is never part of an error or a log line.
   */
  send(mobile: string, code: string, minutes: number, language: Language): Promise<SentCode>;
}

/** How long one provider may take to answer before the next channel is tried: the customer is waiting. */
const MAX_WAIT_MS = 10_000;

/** The sign-in codes go by the customer channels the shop configured for its messages. */
export function createSignInCodeSender(config: CustomerMessageConfig, templates: SignInCodeTemplates): SignInCodeSender {
  const senders: {
    channel: SignInCodeChannel;
    send(to: string, code: string, minutes: number, language: Language, signal: AbortSignal): Promise<string>;
  }[] = [];
  if (config.whatsapp) {
    const whatsapp = createWhatsAppClient(config.whatsapp);
    senders.push({
      channel: 'whatsapp',
      send: (to, code, _minutes, language, signal) =>
        whatsapp.sendAuthenticationCode(
          { to, template: templates.whatsappTemplate, language: language === 'hi' ? 'hi' : templates.whatsappLanguage, code },
          signal,
        ),
    });
  }
  if (config.sms && templates.smsTemplateId) {
    const msg91 = createMsg91Client(config.sms);
    const templateId = templates.smsTemplateId;
    const templateIdHi = templates.smsTemplateIdHi ?? templateId;
    senders.push({
      channel: 'sms',
      send: (to, code, minutes, language, signal) =>
        msg91.sendOtp({ to, templateId: language === 'hi' ? templateIdHi : templateId, code, expiryMinutes: minutes }, signal),
    });
  }
  const waitMs = Math.min(config.timeoutMs, MAX_WAIT_MS);

  return {
    channels: senders.map((s) => s.channel),
    async send(mobile, code, minutes, language) {
      let failure: unknown = new Error('No channel can send sign-in codes');
      for (const sender of senders) {
        try {
          return {
            channel: sender.channel,
            providerId: await sender.send(`91${mobile}`, code, minutes, language, AbortSignal.timeout(waitMs)),
          };
        } catch (error) {
          failure = error;
        }
      }
      throw failure;
    },
  };
}
