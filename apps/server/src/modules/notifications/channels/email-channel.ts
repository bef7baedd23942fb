import nodemailer from 'nodemailer';
import type { DeliveredEvent } from '../notification-event.js';
import type { DeliveryChannel } from './channel.js';
import { contactReceivedEmail, dailySummaryEmail, orderPlacedEmail, type EmailContent, type EmailContext } from './email-content.js';

export interface EmailSettings {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465 */
  smtpUrl: string;
  to: readonly string[];
  /** As configured ("Shop <orders@example.com>" or a bare address), or the shop's name and a default address. */
  from: string | { name: string; address: string };
}

/** Rejects when the send is aborted (a timeout or the server stopping): nodemailer itself takes no signal. */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function emailFor(event: DeliveredEvent, context: EmailContext): EmailContent {
  switch (event.kind) {
    case 'order.placed':
      return orderPlacedEmail(event.payload, context);
    case 'contact.received':
      return contactReceivedEmail(event.payload, context);
    case 'report.daily':
      return dailySummaryEmail(event.payload, context);
  }
}

/** Email over SMTP: one message per event, in plain text and HTML. */
export function createEmailChannel(settings: EmailSettings, context: EmailContext): DeliveryChannel {
  // One connection per message: nothing idle to be dropped by the mail server between orders.
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const fromAddress = typeof settings.from === 'string' ? settings.from : settings.from.address;
  const domain = fromAddress.replace(/^.*@/, '').replace(/>$/, '');

  return {
    name: 'email',

    async send(event: DeliveredEvent, signal: AbortSignal) {
      const content = emailFor(event, context);
      await abortable(
        transport.sendMail({
          from: settings.from,
          to: [...settings.to],
          subject: content.subject,
          text: content.text,
          html: content.html,
          // A retry of the same event is the same message: mail clients that de-duplicate by Message-ID show it once.
          messageId: `<${event.eventId}@${domain}>`,
          headers: { 'X-Halwai-Event-Id': event.eventId, 'X-Halwai-Event-Type': event.kind },
        }),
        signal,
      );
    },

    async close() {
      transport.close();
    },
  };
}
