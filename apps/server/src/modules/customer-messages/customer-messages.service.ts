import {
  CUSTOMER_MESSAGE_MESSAGES as TEXT,
  chatLink,
  fillMessage,
  formatOrderId,
  isValidMobile,
  normaliseMobile,
  paise,
  type CustomerMessage,
  type CustomerMessageChannel,
  type MessageLanguage,
  type MessageStep,
  type MessageValues,
  type OrderStep,
  type StepMessageSettings,
  say,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { CustomerMessageRow, Database, OrderRow } from '../../db/schema.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { translator } from '../../i18n/server-i18n.js';
import { conflict, fieldError, notFound } from '../../lib/problems.js';
import { FailureForGood } from '../notifications/channels/channel.js';
import type { SettingsService } from '../settings/settings.service.js';
import { configuredMessageChannels, type CustomerMessageConfig } from './customer-message-settings.js';
import { createCustomerMessagesRepository, type ClaimedMessageRow } from './customer-messages.repository.js';

/**
 * The placeholders' values fixed when the step happens; the shop's name is read when the message goes
 * out. `outlet`: the outlet it speaks of, which `{shop}` then names after the shop ("Halwai · Koramangala").
 */
export type StoredValues = Omit<MessageValues, 'shop'> & { outlet?: string };

/** A step's message for staff to send themselves. */
export interface HandMessage {
  step: OrderStep;
  text: string;
  url: string;
}

/** A message ready for its channel: the owner's settings for its step, its text and values filled in. */
export interface RenderedMessage {
  row: ClaimedMessageRow;
  step: MessageStep;
  settings: StepMessageSettings;
  /** The language it goes out in (see `messageLanguage`). */
  language: MessageLanguage;
  /** The text in that language, placeholders as written. */
  text: string;
  values: MessageValues;
  shopName: string;
  /** "Order #42: Cancelled", in that language. */
  title: string;
  /** The words of the link to the order page, in that language. */
  linkLabel: string;
  /** The WhatsApp template's language code (Cloud API `template.language.code`). */
  whatsappLanguage: string;
  /** The DLT template the SMS goes by, and the text registered with it (its placeholders give the variables' order). */
  sms: { templateId: string; text: string };
}

/**
 * The language a message about an order goes out in: Hindi for an order placed in Hindi, else the
 * language the owner chose for the messages (English unless they chose Hindi for everyone).
 */
export const messageLanguage = (orderLanguage: string, shopLanguage: MessageLanguage): MessageLanguage =>
  orderLanguage === 'hi' ? 'hi' : shopLanguage;

const totalText = (totalPaise: number) => {
  const amount = paise(totalPaise);
  const rupees = Math.floor(amount / 100).toLocaleString('en-IN');
  return amount % 100 === 0 ? rupees : `${rupees}.${String(amount % 100).padStart(2, '0')}`;
};

export const toCustomerMessage = (row: CustomerMessageRow): CustomerMessage => ({
  id: row.id,
  channel: row.channel,
  step: row.step as MessageStep,
  state: row.state,
  ...(row.reason !== null && { reason: row.reason }),
  at: row.updated_at,
  text: row.sent_text,
});

/** The mobile as the providers want it: 91 and the ten digits. */
export const internationalMobile = (mobile: string) => (mobile.length === 10 ? `91${mobile}` : mobile);

/**
 * What the customer hears of their order. `queueCustomerUpdate` writes one message per channel in
 * the caller's transaction (the status change's); the dispatcher (customer-messages.plugin.ts) sends
 * them afterwards with the notifications' retries, leases and backoff, so a provider that is down
 * delays the message and never the order.
 */
export function createCustomerMessagesService({
  db,
  engine,
  settings,
  config,
}: {
  db: Kysely<Database>;
  engine: Engine;
  settings: SettingsService;
  config: CustomerMessageConfig;
}) {
  const repo = createCustomerMessagesRepository(db, engine);
  const channels = configuredMessageChannels(config);
  const wakeListeners = new Set<() => void>();

  const textOf = (step: StepMessageSettings, language: 'en' | 'hi') =>
    language === 'hi' ? step.textHi || step.textEn : step.textEn || step.textHi;

  /** The phone channel for a step: WhatsApp when it is set up and the step has its template, else SMS likewise. */
  const phoneChannel = (step: StepMessageSettings): CustomerMessageChannel | null => {
    if (config.whatsapp && step.whatsappTemplate) return 'whatsapp';
    if (config.sms && step.smsTemplateId) return 'sms';
    return null;
  };

  /** What a message about `order` puts in its placeholders (the shop's name is added when it goes out). */
  const valuesOf = (order: OrderRow, reason?: string): StoredValues => {
    // An order placed in Hindi: its page opens in Hindi (`lang=hi`), as the messages speak.
    const hindi = order.language === 'hi';
    return {
      // The number as every screen and paper shows it (#0042), so a customer who calls quotes what staff see.
      order: formatOrderId(order.id),
      total: totalText(Number(order.total_paise)),
      link: order.page_key
        ? `${config.publicUrl}/order/${order.id}?key=${order.page_key}${hindi ? '&lang=hi' : ''}`
        : `${config.publicUrl}/my-orders${hindi ? '?lang=hi' : ''}`,
      reason: reason?.trim() ?? '',
      item: '',
    };
  };

  const service = {
    channels,

    /**
     * With neither WhatsApp nor SMS set up, the message of the order's current step for staff to send
     * themselves: its text in the order's language, and a WhatsApp link that opens a chat with it typed
     * in (`https://wa.me/91XXXXXXXXXX?text=…`). Null when a channel sends the messages.
     */
    async messageToSendByHand(order: OrderRow, reason?: string): Promise<HandMessage | null> {
      if (config.whatsapp || config.sms) return null;
      const shop = await settings.customerMessages();
      const step = order.step as OrderStep;
      const language = messageLanguage(order.language, shop.language);
      const text = fillMessage(textOf(shop.steps[step], language), { ...valuesOf(order, reason), shop: shop.shopName });
      return { step, text, url: chatLink(order.customer_mobile, text) };
    },

    /**
     * Queues the customer's messages for `step` of `order` inside the caller's transaction (call
     * `notifications.wake()` or `wake()` once it committed). Nothing is queued when the owner does not
     * send this step, no channel is set up, or the customer replied STOP; a step already told on a
     * channel is never queued again there. Returns how many messages were queued.
     */
    async queueCustomerUpdate(trx: Trx, order: OrderRow, step: OrderStep, options: { reason?: string } = {}): Promise<number> {
      if (channels.length === 0) return 0;
      const shop = await settings.customerMessages(trx);
      const stepSettings = shop.steps[step];
      if (!stepSettings.send) return 0;
      const tx = createCustomerMessagesRepository(trx, engine);
      const mobile = internationalMobile(order.customer_mobile);
      if (await tx.isOptedOut(mobile)) return 0;
      const values = valuesOf(order, options.reason);
      const phone = phoneChannel(stepSettings);
      const rows = [
        ...(phone ? [{ channel: phone, recipient: mobile }] : []),
        ...(config.email && order.customer_email ? [{ channel: 'email' as const, recipient: order.customer_email }] : []),
      ];
      return tx.insertQueued(
        rows.map((r) => ({ ...r, orderId: order.id, step, values: JSON.stringify(values) })),
        nowIso(),
      );
    },

    /**
     * Sends a counter bill to the customer's WhatsApp (else SMS, as the bill's templates in Settings
     * allow): its invoice link with the bill's access key. `mobile` left out: the one it was sold with.
     * Queued once per call; a bad or missing mobile is a field error, a STOP reply or no template a refusal.
     */
    async sendBill(orderId: number, mobileTyped: string | undefined): Promise<{ channel: 'whatsapp' | 'sms' }> {
      const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
      if (!order || order.channel !== 'counter' || !order.invoice_number) throw notFound(say('common.orderNotFound', orderId));
      const given = mobileTyped?.trim() || order.customer_mobile;
      if (!given) throw fieldError('mobile', say('counter.sendNoMobile'));
      if (!isValidMobile(given)) throw fieldError('mobile', say('common.mobileInvalid'));
      const mobile = internationalMobile(normaliseMobile(given));
      const shop = await settings.customerMessages();
      const bill = shop.steps.bill;
      const channel = bill.send ? phoneChannel(bill) : null;
      if (channel !== 'whatsapp' && channel !== 'sms') throw conflict(say('counter.sendOff'));
      if (await repo.isOptedOut(mobile)) throw conflict(say('counter.sendOptedOut'));
      const values: StoredValues = {
        order: formatOrderId(order.id),
        total: totalText(Number(order.total_paise)),
        // The invoice the customer opens with the bill's key, in the language it was sold in.
        link: `${config.publicUrl}/invoice/${order.id}?key=${order.page_key}${order.language === 'hi' ? '&lang=hi' : ''}`,
        reason: '',
        item: '',
      };
      await repo.queueAgain({ orderId, step: 'bill', channel, recipient: mobile, values: JSON.stringify(values) }, nowIso());
      service.wake();
      return { channel };
    },

    /**
     * Queues the one message answering a back-in-stock request, inside the caller's transaction (the
     * stock change's; call `wake()` once it committed): by WhatsApp when the Back in stock message has
     * its template, else by SMS. Nothing when the owner does not send it, no phone channel is set up,
     * or the mobile replied STOP; never twice for one request. Returns how many were queued (0 or 1).
     */
    async queueBackInStock(
      trx: Trx,
      request: { id: number; mobile: string; language: MessageLanguage | null; productId: number; item: string; outlet?: string },
    ): Promise<number> {
      const shop = await settings.customerMessages(trx);
      const stepSettings = shop.steps.back_in_stock;
      const channel = stepSettings.send ? phoneChannel(stepSettings) : null;
      if (channel === null) return 0;
      const tx = createCustomerMessagesRepository(trx, engine);
      const mobile = internationalMobile(request.mobile);
      if (await tx.isOptedOut(mobile)) return 0;
      const hindi = (request.language ?? shop.language) === 'hi';
      const values: StoredValues = {
        order: '',
        total: '',
        link: `${config.publicUrl}/product/${request.productId}${hindi ? '?lang=hi' : ''}`,
        reason: '',
        item: request.item,
        ...(request.outlet && { outlet: request.outlet }),
      };
      return tx.insertForRequest(
        { stockRequestId: request.id, step: 'back_in_stock', channel, recipient: mobile, values: JSON.stringify(values) },
        nowIso(),
      );
    },

    /** Something was queued and committed: send it now rather than at the next poll. */
    wake(): void {
      for (const listener of wakeListeners) listener();
    },

    onWake(listener: () => void): () => void {
      wakeListeners.add(listener);
      return () => wakeListeners.delete(listener);
    },

    async messagesFor(orderId: number): Promise<CustomerMessage[]> {
      return (await repo.listForOrder(orderId)).map(toCustomerMessage);
    },

    /** Staff send a failed message again, on its channel, to the same recipient. */
    async sendAgain(orderId: number, messageId: number): Promise<CustomerMessage> {
      const row = await repo.findById(messageId);
      if (!row || row.order_id !== orderId) throw notFound(TEXT.notFound);
      if (row.state !== 'failed') throw conflict(TEXT.notFailed);
      if (!channels.includes(row.channel)) throw conflict(TEXT.channelOff);
      const order = await db.selectFrom('orders').select('customer_mobile').where('id', '=', orderId).executeTakeFirst();
      if (!order) throw notFound(say('common.orderNotFound', orderId));
      if (await repo.isOptedOut(internationalMobile(order.customer_mobile))) throw conflict(TEXT.optedOut);
      if (!(await repo.requeue(messageId, nowIso()))) throw conflict(TEXT.notFailed);
      service.wake();
      return toCustomerMessage((await repo.findById(messageId))!);
    },

    /**
     * The message's text and values as the owner's settings say now; refuses for good when the
     * customer has replied STOP since it was queued, or when its step has no template on its channel.
     */
    async render(row: ClaimedMessageRow): Promise<RenderedMessage> {
      const mobile = row.channel === 'email' ? internationalMobile(row.customer_mobile) : row.recipient;
      if (await repo.isOptedOut(mobile)) throw new FailureForGood(TEXT.optedOut);
      return { row, ...(await service.compose(row.step as MessageStep, row.language, JSON.parse(row.values_json) as Partial<StoredValues>)) };
    },

    /** A step's message as the owner's settings say now, for something said in `orderLanguage` ('en' | 'hi'). */
    async compose(step: MessageStep, orderLanguage: string, stored: Partial<StoredValues>): Promise<Omit<RenderedMessage, 'row'>> {
      const shop = await settings.customerMessages();
      const stepSettings = shop.steps[step];
      // Messages queued before `{item}` existed carry no value for it. One about an outlet's stock names
      // the outlet with the shop, in the words the owner registered (the templates stay as they are).
      const { outlet, ...fixed } = stored;
      const values: MessageValues = { order: '', total: '', link: '', reason: '', item: '', ...fixed, shop: outlet ? `${shop.shopName} · ${outlet}` : shop.shopName };
      const language = messageLanguage(orderLanguage, shop.language);
      const text = textOf(stepSettings, language);
      const t = translator(language, 'customer-messages');
      // The owner registers the step's templates in the messages' own language; an order in the other
      // one (Hindi, while the messages are in English) needs the template's Hindi translation: at Meta
      // the same template in language `hi`, at MSG91 the Hindi text's own DLT template (else English).
      const own = language === shop.language;
      const hindiSms = stepSettings.smsTemplateIdHi;
      return {
        step,
        settings: stepSettings,
        language,
        text,
        values,
        shopName: shop.shopName,
        title: t('title', { order: values.order, step: t(`steps.${step}`) }),
        linkLabel: t('seeOrder'),
        whatsappLanguage: own ? stepSettings.whatsappLanguage : language,
        sms:
          own || !hindiSms
            ? { templateId: stepSettings.smsTemplateId, text: own ? text : textOf(stepSettings, shop.language) }
            : { templateId: hindiSms, text },
      };
    },

    /** Whether `mobile` (91 and ten digits, or the ten) replied STOP. */
    isOptedOut: (mobile: string): Promise<boolean> => repo.isOptedOut(internationalMobile(mobile)),

    /**
     * A WhatsApp message failed for good: the customer hears by SMS instead, when MSG91 is set up and
     * the step has its DLT template. In the transaction that records the failure, when one is given.
     */
    async fallBackToSms(
      trx: Trx,
      row: Pick<CustomerMessageRow, 'order_id' | 'stock_request_id' | 'step' | 'channel' | 'recipient' | 'values_json'>,
    ) {
      if (row.channel !== 'whatsapp' || !config.sms) return 0;
      const shop = await settings.customerMessages(trx);
      if (!shop.steps[row.step as MessageStep].smsTemplateId) return 0;
      const tx = createCustomerMessagesRepository(trx, engine);
      const sms = { step: row.step as MessageStep, channel: 'sms' as const, recipient: row.recipient, values: row.values_json };
      if (row.order_id === null) {
        return row.stock_request_id === null ? 0 : tx.insertForRequest({ ...sms, stockRequestId: row.stock_request_id }, nowIso());
      }
      return tx.insertQueued([{ ...sms, orderId: row.order_id }], nowIso());
    },

    /** Meta's webhook, its signature already checked: delivery receipts, and STOP / START replies. */
    async receiveWhatsAppEvents(payload: WhatsAppWebhookPayload): Promise<void> {
      const now = nowIso();
      let queued = 0;
      for (const change of (payload.entry ?? []).flatMap((e) => e.changes ?? [])) {
        const value = change.value ?? {};
        for (const status of value.statuses ?? []) {
          const state = RECEIPT_STATES[status.status ?? ''];
          if (!state || !status.id) continue;
          const row = await repo.findByProviderId(status.id);
          if (!row) continue;
          const reason = state === 'failed' ? receiptError(status) : null;
          queued += await inTransaction(db, async (trx) => {
            const moved = await createCustomerMessagesRepository(trx, engine).advance(row.id, state, reason, now);
            return moved && state === 'failed' ? service.fallBackToSms(trx, row) : 0;
          });
        }
        for (const message of value.messages ?? []) {
          const word = message.type === 'text' ? message.text?.body?.trim().toUpperCase() : message.button?.text?.trim().toUpperCase();
          if (!message.from) continue;
          if (word === 'STOP') await repo.optOut(message.from, now);
          else if (word === 'START') await repo.optIn(message.from);
        }
      }
      if (queued > 0) service.wake();
    },
  };
  return service;
}
export type CustomerMessagesService = ReturnType<typeof createCustomerMessagesService>;

const RECEIPT_STATES: Record<string, 'sent' | 'delivered' | 'read' | 'failed' | undefined> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

interface WhatsAppError {
  code?: number;
  title?: string;
  message?: string;
  error_data?: { details?: string };
}

/** What the webhook reads of Meta's payload; anything else in it is ignored. */
export interface WhatsAppWebhookPayload {
  entry?: {
    changes?: {
      value?: {
        statuses?: { id?: string; status?: string; errors?: WhatsAppError[] }[];
        messages?: { from?: string; type?: string; text?: { body?: string }; button?: { text?: string } }[];
      };
    }[];
  }[];
}

function receiptError(status: { errors?: WhatsAppError[] }): string {
  const error = status.errors?.[0];
  if (!error) return 'WhatsApp could not deliver the message';
  const text = error.error_data?.details ?? error.message ?? error.title ?? 'could not deliver the message';
  return `WhatsApp${error.code ? ` (${error.code})` : ''}: ${text}`;
}
