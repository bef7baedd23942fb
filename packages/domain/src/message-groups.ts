// Every import here and below is zod-free (no schema module): the web app loads this, through
// matchMessage, on every Hindi page right after its first screen.
import { MESSAGES } from './messages.js';
import { BUSINESS_BUYER_MESSAGES } from './business-buyer.js';
import { DELIVERY_MESSAGES } from './delivery.js';
import { FOOD_MESSAGES } from './food-messages.js';
import { HINDI_TEXT_MESSAGES } from './hindi-text-messages.js';
import { OFFER_MESSAGES } from './offers.js';
import { HOURS_MESSAGES, NEXT_OPEN_DAY_WORDS } from './opening-hours.js';
import { ORDER_STEP_LABEL, ORDER_STEP_MESSAGES, ORDER_UNDO_MESSAGES } from './order-workflow.js';
import { PRODUCT_FORM_MESSAGES } from './product-form-messages.js';
import { STOCK_MESSAGES } from './stock-units.js';
import { ACCOUNT_MESSAGES } from './api/account.messages.js';
import { CATEGORY_MESSAGES } from './api/category.messages.js';
import { CONTACT_MESSAGES } from './api/contact-message.messages.js';
import { CUSTOMER_MESSAGE_MESSAGES } from './api/customer-message.messages.js';
import { GST_RETURN_MESSAGES } from './api/gst-return.messages.js';
import { ORDER_FORM_MESSAGES } from './api/order.messages.js';
import { PAYMENT_MESSAGES } from './api/payment.messages.js';
import { RATING_MESSAGES } from './api/rating.messages.js';
import { REPORT_MESSAGES } from './api/report.messages.js';
import { SETTINGS_MESSAGES } from './api/settings.messages.js';

/**
 * The product's words besides MESSAGES, each map under the group its keys take in a language's
 * `messages` file: `settings.phone` is SETTINGS_MESSAGES.phone. The one list `matchMessage` reads,
 * so a sentence from any of them is shown in the page's language. A new map of words that reach the
 * screen goes here.
 */
export const MESSAGE_GROUPS = {
  account: ACCOUNT_MESSAGES,
  businessBuyer: BUSINESS_BUYER_MESSAGES,
  category: CATEGORY_MESSAGES,
  contact: CONTACT_MESSAGES,
  customerMessage: CUSTOMER_MESSAGE_MESSAGES,
  delivery: DELIVERY_MESSAGES,
  food: FOOD_MESSAGES,
  gstReturn: GST_RETURN_MESSAGES,
  hindiText: HINDI_TEXT_MESSAGES,
  hours: HOURS_MESSAGES,
  offer: OFFER_MESSAGES,
  orderForm: ORDER_FORM_MESSAGES,
  orderStep: ORDER_STEP_MESSAGES,
  orderUndo: ORDER_UNDO_MESSAGES,
  payment: PAYMENT_MESSAGES,
  productForm: PRODUCT_FORM_MESSAGES,
  rating: RATING_MESSAGES,
  report: REPORT_MESSAGES,
  settings: SETTINGS_MESSAGES,
  stock: STOCK_MESSAGES,
} as const;

type Groups = typeof MESSAGE_GROUPS;

/** A message's key in the `messages` files: MESSAGES' keys as they are, the rest as `group.key`. */
export type MessageKey =
  | keyof typeof MESSAGES
  | { [G in keyof Groups]: `${G}.${Extract<keyof Groups[G], string>}` }[keyof Groups];

/** Every message of the product with its key: MESSAGES first, then each group in turn. */
export function allMessages(): [MessageKey, unknown][] {
  const found: [MessageKey, unknown][] = Object.entries(MESSAGES) as [MessageKey, unknown][];
  for (const [group, map] of Object.entries(MESSAGE_GROUPS)) {
    for (const [key, value] of Object.entries(map)) found.push([`${group}.${key}` as MessageKey, value]);
  }
  return found;
}

/**
 * Words the messages put in that are themselves the product's, said in the page's language too: an
 * order's step ("The order is already completed"), the day the shop opens next ("We open tomorrow at…").
 * Their Hindi is under `words.<set>.<key>` in the `messages` files.
 */
export const MESSAGE_WORDS = {
  orderStep: ORDER_STEP_LABEL,
  day: NEXT_OPEN_DAY_WORDS,
} as const;

let words: Map<string, string> | null = null;

/**
 * Where the Hindi of one of MESSAGE_WORDS is (`words.orderStep.completed`), for a word as a message
 * writes it: as the set has it, or in lower case. Null for any other text (a name, a code).
 */
export function messageWordKey(text: string): string | null {
  if (!words) {
    words = new Map();
    for (const [set, entries] of Object.entries(MESSAGE_WORDS)) {
      for (const [key, word] of Object.entries(entries)) {
        for (const form of [word, word.toLowerCase()]) if (!words.has(form)) words.set(form, `words.${set}.${key}`);
      }
    }
  }
  return words.get(text) ?? null;
}
