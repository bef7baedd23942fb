import { fillMessage, messageParameters, templateMessageText } from '@halwai/domain';
import { FailureForGood } from '../notifications/channels/channel.js';
import { abortable, createSmtpTransport } from '../notifications/channels/email-channel.js';
import { customerUpdateEmail } from '../notifications/channels/email-content.js';
import type { WorkChannel } from '../notifications/dispatcher.js';
import type { ClaimedMessage } from './customer-message-queue.js';
import type { CustomerMessageConfig } from './customer-message-settings.js';
import type { CustomerMessagesService } from './customer-messages.service.js';
import { createMsg91Client } from './providers/msg91.js';
import { createWhatsAppClient } from './providers/whatsapp.js';

export type MessageChannel = WorkChannel<ClaimedMessage> & { close(): Promise<void> };

/** One channel per configured provider; each renders the message from the owner's settings at its send. */
export function createMessageChannels(config: CustomerMessageConfig, service: CustomerMessagesService): MessageChannel[] {
  const channels: MessageChannel[] = [];

  if (config.whatsapp) {
    const whatsapp = createWhatsAppClient(config.whatsapp);
    channels.push({
      name: 'whatsapp',
      async send(work, signal) {
        const message = await service.render(work.row);
        if (!message.settings.whatsappTemplate) throw new FailureForGood('No WhatsApp template is set for this step');
        // The template's body is the step's text, registered with its placeholders in the same order.
        work.text = templateMessageText(message.text, message.values);
        return whatsapp.sendTemplate(
          {
            to: work.row.recipient,
            template: message.settings.whatsappTemplate,
            language: message.whatsappLanguage,
            parameters: messageParameters(message.text, message.values),
          },
          signal,
        );
      },
      close: async () => {},
    });
  }

  if (config.sms) {
    const msg91 = createMsg91Client(config.sms);
    channels.push({
      name: 'sms',
      async send(work, signal) {
        const message = await service.render(work.row);
        if (!message.sms.templateId) throw new FailureForGood('No MSG91 template id is set for this step');
        work.text = templateMessageText(message.sms.text, message.values);
        return msg91.sendFlow(
          { to: work.row.recipient, templateId: message.sms.templateId, variables: messageParameters(message.sms.text, message.values) },
          signal,
        );
      },
      close: async () => {},
    });
  }

  if (config.email) {
    const { from } = config.email;
    const transport = createSmtpTransport(config.email.smtpUrl);
    channels.push({
      name: 'email',
      async send(work, signal) {
        const { row } = work;
        const message = await service.render(row);
        const content = customerUpdateEmail({
          shopName: message.shopName,
          title: message.title,
          text: fillMessage(message.text, message.values),
          link: message.values.link,
          linkLabel: message.linkLabel,
          language: message.language,
        });
        work.text = `${content.subject}\n\n${content.text.trimEnd()}`;
        const domain = (typeof from === 'string' ? from : from.address).replace(/^.*@/, '').replace(/>$/, '');
        const info = await abortable(
          transport.sendMail({
            from: typeof from === 'string' ? from : { name: message.shopName, address: from.address },
            to: row.recipient,
            subject: content.subject,
            text: content.text,
            html: content.html,
            // A retry of the same message is the same email: clients that de-duplicate by Message-ID show it once.
            messageId: `<customer-message-${row.id}@${domain}>`,
            headers: { 'X-Halwai-Order': String(row.order_id), 'X-Halwai-Step': row.step },
          }),
          signal,
        );
        return info.messageId;
      },
      close: async () => transport.close(),
    });
  }
  return channels;
}
