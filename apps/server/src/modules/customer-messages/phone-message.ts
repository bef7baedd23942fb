import { messageParameters, templateMessageText, type MessageStep } from '@halwai/domain';
import { FailureForGood, isFailureForGood } from '../notifications/channels/channel.js';
import type { CustomerMessageConfig } from './customer-message-settings.js';
import { internationalMobile, type CustomerMessagesService, type StoredValues } from './customer-messages.service.js';
import { createMsg91Client } from './providers/msg91.js';
import { createWhatsAppClient } from './providers/whatsapp.js';

/** A message about no order: its step's text and templates from the owner's settings, to one mobile. */
export interface PhoneMessage {
  step: MessageStep;
  /** The ten digits (or 91 and them). */
  mobile: string;
  /** The language the customer spoke ('en' | 'hi'). */
  language: string;
  values: StoredValues;
}

export interface PhoneMessageSent {
  channel: 'whatsapp' | 'sms';
  providerId: string;
  /** The words sent, as the provider fills the template in. */
  text: string;
}

/**
 * Sends a step's message to a mobile on WhatsApp, else by SMS, as the step's templates allow; a
 * WhatsApp refusal for good falls back to SMS at once. Refuses for good (`FailureForGood`) after a
 * STOP reply, or when neither channel has the step's template. The caller keeps its own record and retries.
 */
export function createPhoneMessageSender(config: CustomerMessageConfig, messages: CustomerMessagesService) {
  const whatsapp = config.whatsapp ? createWhatsAppClient(config.whatsapp) : null;
  const sms = config.sms ? createMsg91Client(config.sms) : null;

  return {
    async send(message: PhoneMessage, signal: AbortSignal): Promise<PhoneMessageSent> {
      const to = internationalMobile(message.mobile);
      if (await messages.isOptedOut(to)) throw new FailureForGood('The customer replied STOP');
      const composed = await messages.compose(message.step, message.language, message.values);
      const bySms = async (): Promise<PhoneMessageSent> => {
        if (!sms || !composed.sms.templateId) throw new FailureForGood('No WhatsApp or MSG91 template is set for this step');
        const providerId = await sms.sendFlow(
          { to, templateId: composed.sms.templateId, variables: messageParameters(composed.sms.text, composed.values) },
          signal,
        );
        return { channel: 'sms', providerId, text: templateMessageText(composed.sms.text, composed.values) };
      };
      if (!whatsapp || !composed.settings.whatsappTemplate) return bySms();
      try {
        const providerId = await whatsapp.sendTemplate(
          {
            to,
            template: composed.settings.whatsappTemplate,
            language: composed.whatsappLanguage,
            parameters: messageParameters(composed.text, composed.values),
          },
          signal,
        );
        return { channel: 'whatsapp', providerId, text: templateMessageText(composed.text, composed.values) };
      } catch (err) {
        if (isFailureForGood(err) && sms && composed.sms.templateId) return bySms();
        throw err;
      }
    },
  };
}
export type PhoneMessageSender = ReturnType<typeof createPhoneMessageSender>;
