import nodemailer from 'nodemailer';
import type { DeliveredEvent } from '../notification-event.js';
import type { DeliveryChannel } from './channel.js';
import { contactReceivedEmail, dailySummaryEmail, orderPlacedEmail, type EmailContent } from './email-content.js';

export interface EmailSettings {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465 */
  smtpUrl: string;
  to: readonly string[];
  /** As configured ("Shop <orders@example.com>" or a bare address), or a default address named after the shop at each send. */
  from: string | { address: string };
}

/** What an email needs from the rest of the shop, read at each send so a change in the settings shows at once. */
export interface EmailSources {
  /** Where the shop is served, without a trailing slash; without it the emails carry no back-office links. */
  publicUrl: string | null;
  /** The shop's name as stored in its settings. */
  shopName(): Promise<string>;
  /** The order's invoice as a PDF to attach; null when the order has none. */
  orderInvoicePdf(orderId: number): Promise<{ fileName: string; content: Buffer } | null>;
}

/** Rejects when the send is aborted (a timeout or the server stopping): nodemailer itself takes no signal. */
export function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function emailFor(event: DeliveredEvent, context: { shopName: string; publicUrl: string | null }): EmailContent {
  switch (event.kind) {
    case 'order.placed':
      return orderPlacedEmail(event.payload, context);
    case 'contact.received':
      return contactReceivedEmail(event.payload, context);
    case 'report.daily':
      return dailySummaryEmail(event.payload, context);
  }
}

/** The SMTP connection every email of the shop goes out on (to the shop, and to customers). */
export function createSmtpTransport(smtpUrl: string) {
  // One connection per message: nothing idle to be dropped by the mail server between orders.
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** Email over SMTP: one message per event, in plain text and HTML; an order's carries its invoice PDF. */
export function createEmailChannel(settings: EmailSettings, sources: EmailSources): DeliveryChannel {
  const transport = createSmtpTransport(settings.smtpUrl);
  const fromAddress = typeof settings.from === 'string' ? settings.from : settings.from.address;
  const domain = fromAddress.replace(/^.*@/, '').replace(/>$/, '');

  return {
    name: 'email',

    async send(event: DeliveredEvent, signal: AbortSignal) {
      const shopName = await sources.shopName();
      const content = emailFor(event, { shopName, publicUrl: sources.publicUrl });
      const invoice = event.kind === 'order.placed' ? await sources.orderInvoicePdf(event.payload.id) : null;
      await abortable(
        transport.sendMail({
          from: typeof settings.from === 'string' ? settings.from : { name: shopName, address: settings.from.address },
          // An outlet's end-of-day summary goes to the outlet's own address when it has one.
          to: event.kind === 'report.daily' && event.payload.outlet?.email ? [event.payload.outlet.email] : [...settings.to],
          subject: content.subject,
          text: content.text,
          html: content.html,
          attachments: invoice ? [{ filename: invoice.fileName, content: invoice.content, contentType: 'application/pdf' }] : [],
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
