/**
 * What the customer is told at each step of an order: the steps, the placeholders the owner's texts
 * may use, and filling them in. The same text, with its placeholders in the same order, is what the
 * shop registers as its WhatsApp template ({{1}}, {{2}}, …) and its DLT SMS template (##VAR1##, …).
 */

import { ORDER_STEP_LABEL, ORDER_STEPS } from './order-steps.js';

/**
 * What a message may be about: a step of the order, `bill`, a counter bill sent to the customer's
 * WhatsApp when staff ask for it (with the link to its invoice), `cart_reminder`, the one reminder of
 * a cart left at the checkout, when its customer asked for it (with the link that puts the cart back),
 * or `back_in_stock`, an item a customer asked to hear of that is back (with the link to its page).
 */
export const MESSAGE_STEPS = [...ORDER_STEPS, 'bill', 'cart_reminder', 'back_in_stock'] as const;
export type MessageStep = (typeof MESSAGE_STEPS)[number];

/** The steps that send a message unless the owner changes it; the bill goes only when staff send it, the cart reminder only when the shop's reminders are on. */
export const DEFAULT_MESSAGE_STEPS: readonly MessageStep[] = ['confirmed', 'ready', 'out_for_delivery', 'cancelled', 'bill', 'cart_reminder', 'back_in_stock'];

/** The WhatsApp template a step starts with; the owner registers it at Meta under this name. */
export const DEFAULT_WHATSAPP_TEMPLATES: Partial<Record<MessageStep, string>> = { back_in_stock: 'back_in_stock' };

/** The steps as the customer's messages name them: the workflow's labels, but a new order is "Order placed". */
export const STEP_LABELS: Record<MessageStep, string> = {
  ...ORDER_STEP_LABEL,
  pending: 'Order placed',
  bill: 'Counter bill',
  cart_reminder: 'Cart reminder',
  back_in_stock: 'Back in stock',
};

export const CUSTOMER_MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type CustomerMessageChannel = (typeof CUSTOMER_MESSAGE_CHANNELS)[number];

export const CUSTOMER_MESSAGE_STATES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type CustomerMessageState = (typeof CUSTOMER_MESSAGE_STATES)[number];

/**
 * What a text may say in braces: `{order}` the order number, `{shop}`, `{total}` in rupees, `{link}` to
 * the order page (a bill's: its invoice; a cart reminder's: the saved cart; back in stock: the item's
 * page), `{reason}` a cancellation's, `{item}` the item back in stock (name and pack).
 */
export const MESSAGE_PLACEHOLDERS = ['order', 'shop', 'total', 'link', 'reason', 'item'] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];
export type MessageValues = Record<MessagePlaceholder, string>;

export const MESSAGE_LANGUAGES = ['en', 'hi'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The placeholders of `text` in the order they appear: `placeholdersIn('#{order} from {shop}')` is `['order', 'shop']`. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/** The first placeholder the text uses that is not one of `MESSAGE_PLACEHOLDERS`, or null. */
export function unknownPlaceholder(text: string): string | null {
  return placeholdersIn(text).find((name) => !(MESSAGE_PLACEHOLDERS as readonly string[]).includes(name)) ?? null;
}

/** The text with each placeholder filled in: `fillMessage('Order #{order}', values)` is `'Order #42'`. */
export function fillMessage(text: string, values: MessageValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (MESSAGE_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as MessagePlaceholder] : whole,
  );
}

// WhatsApp refuses an empty parameter.
const parameterValue = (values: MessageValues, name: MessagePlaceholder) => values[name] || '-';

/** The values of the text's placeholders in order: a WhatsApp template's body parameters, an SMS template's variables. */
export function messageParameters(text: string, values: MessageValues): string[] {
  return placeholdersIn(text)
    .filter((name): name is MessagePlaceholder => (MESSAGE_PLACEHOLDERS as readonly string[]).includes(name))
    .map((name) => parameterValue(values, name));
}

/** What a template message (WhatsApp, SMS) says once the provider puts its parameters in: `messageParameters` in their places. */
export function templateMessageText(text: string, values: MessageValues): string {
  return fillMessage(text, Object.fromEntries(MESSAGE_PLACEHOLDERS.map((name) => [name, parameterValue(values, name)])) as MessageValues);
}

/** The texts a new shop starts with, in English and Hindi. */
export const DEFAULT_MESSAGE_TEXTS: Record<MessageStep, { en: string; hi: string }> = {
  pending: {
    en: 'We have your order #{order} at {shop}. Total ₹{total}. See it here: {link}',
    hi: '{shop} में आपका ऑर्डर #{order} मिल गया है। कुल ₹{total}। यहाँ देखें: {link}',
  },
  confirmed: {
    en: 'Your order #{order} at {shop} is confirmed. Total ₹{total}. {link}',
    hi: '{shop} में आपका ऑर्डर #{order} पक्का हो गया है। कुल ₹{total}। {link}',
  },
  preparing: {
    en: '{shop} is preparing your order #{order}. {link}',
    hi: '{shop} आपका ऑर्डर #{order} तैयार कर रहा है। {link}',
  },
  ready: {
    en: 'Your order #{order} is ready for pickup at {shop}. Total ₹{total}. {link}',
    hi: 'आपका ऑर्डर #{order} {shop} पर लेने के लिए तैयार है। कुल ₹{total}। {link}',
  },
  out_for_delivery: {
    en: 'Your order #{order} from {shop} is out for delivery. Total ₹{total}. {link}',
    hi: '{shop} से आपका ऑर्डर #{order} रास्ते में है। कुल ₹{total}। {link}',
  },
  completed: {
    en: 'Thank you! Your order #{order} from {shop} is complete. {link}',
    hi: 'धन्यवाद! {shop} से आपका ऑर्डर #{order} पूरा हुआ। {link}',
  },
  cancelled: {
    en: 'Sorry, your order #{order} at {shop} was cancelled: {reason}. {link}',
    hi: 'क्षमा करें, {shop} में आपका ऑर्डर #{order} रद्द हुआ: {reason}। {link}',
  },
  bill: {
    en: 'Thank you for shopping at {shop}. Your bill of ₹{total}: {link}',
    hi: '{shop} से खरीदारी के लिए धन्यवाद। ₹{total} का आपका बिल: {link}',
  },
  cart_reminder: {
    en: 'Your cart at {shop} is waiting for you. Finish your order here: {link}',
    hi: '{shop} पर आपकी कार्ट आपका इंतज़ार कर रही है। अपना ऑर्डर यहाँ पूरा करें: {link}',
  },
  back_in_stock: {
    en: '{item} is back at {shop}. Order it here: {link}',
    hi: '{item} {shop} पर फिर से मिल रहा है। यहाँ ऑर्डर करें: {link}',
  },
};
