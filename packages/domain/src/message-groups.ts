// Every import here and below is zod-free (no schema module): the web app loads this with the words
// of a Hindi page, right after its first screen.
import { MESSAGES } from './messages.js';
import { BUSINESS_BUYER_MESSAGES } from './business-buyer.js';
import { CART_REMINDER_MESSAGES } from './cart-reminder-messages.js';
import { COUNTER_MESSAGES } from './counter/counter-messages.js';
import { DELIVERY_MESSAGES } from './delivery-messages.js';
import { FOOD_MESSAGES } from './food-messages.js';
import { ASSORTMENT_MESSAGES } from './assortment-messages.js';
import { HINDI_TEXT_MESSAGES } from './hindi-text-messages.js';
import { OFFER_MESSAGES } from './offer-messages.js';
import { OUTLET_MESSAGES } from './outlet-messages.js';
import { HOURS_MESSAGES, NEXT_OPEN_DAY_WORDS } from './hours-messages.js';
import { ORDER_STEP_LABEL, ORDER_STEP_MESSAGES, ORDER_UNDO_MESSAGES } from './order-steps.js';
import { PRODUCT_FORM_MESSAGES } from './product-form-messages.js';
import { SLOT_MESSAGES } from './slot-messages.js';
import { PREORDER_MESSAGES } from './preorder-messages.js';
import { STOCK_MESSAGES } from './stock-units.js';
import { ACCOUNT_MESSAGES } from './api/account.messages.js';
import { BACK_IN_STOCK_MESSAGES } from './api/back-in-stock.messages.js';
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
 * `messages` file and in the codes of error answers: `settings.phone` is SETTINGS_MESSAGES.phone.
 * A new map of words that reach the screen goes here.
 */
const messageGroups = () => ({
  account: ACCOUNT_MESSAGES,
  backInStock: BACK_IN_STOCK_MESSAGES,
  assortment: ASSORTMENT_MESSAGES,
  businessBuyer: BUSINESS_BUYER_MESSAGES,
  cartReminder: CART_REMINDER_MESSAGES,
  category: CATEGORY_MESSAGES,
  contact: CONTACT_MESSAGES,
  counter: COUNTER_MESSAGES,
  customerMessage: CUSTOMER_MESSAGE_MESSAGES,
  delivery: DELIVERY_MESSAGES,
  food: FOOD_MESSAGES,
  gstReturn: GST_RETURN_MESSAGES,
  hindiText: HINDI_TEXT_MESSAGES,
  hours: HOURS_MESSAGES,
  offer: OFFER_MESSAGES,
  orderForm: ORDER_FORM_MESSAGES,
  outlet: OUTLET_MESSAGES,
  orderStep: ORDER_STEP_MESSAGES,
  orderUndo: ORDER_UNDO_MESSAGES,
  payment: PAYMENT_MESSAGES,
  preorder: PREORDER_MESSAGES,
  productForm: PRODUCT_FORM_MESSAGES,
  rating: RATING_MESSAGES,
  report: REPORT_MESSAGES,
  settings: SETTINGS_MESSAGES,
  slot: SLOT_MESSAGES,
  stock: STOCK_MESSAGES,
});

export type MessageCatalog = { common: typeof MESSAGES } & ReturnType<typeof messageGroups>;
let catalog: MessageCatalog | null = null;

/**
 * Every map of the product's words under its group, MESSAGES as `common`. Made on first use, not as
 * this module loads: the rules whose words are here import `say`, which reads it.
 */
export const messageCatalog = (): MessageCatalog => (catalog ??= { common: MESSAGES, ...messageGroups() });

/**
 * A message's code: its group and key (`common.minimumOrder`, `stock.soldOut`). The code an error
 * answer carries, and the message's key in a language's `messages` file.
 */
export type MessageKey = { [G in keyof MessageCatalog]: `${G}.${Extract<keyof MessageCatalog[G], string>}` }[keyof MessageCatalog];

/** Every message of the product with its code, group by group. */
export function allMessages(): [MessageKey, unknown][] {
  const found: [MessageKey, unknown][] = [];
  for (const [group, map] of Object.entries(messageCatalog())) {
    for (const [key, value] of Object.entries(map)) found.push([`${group}.${key}` as MessageKey, value]);
  }
  return found;
}

/**
 * Words the messages put in that are themselves the product's, said in the page's language too: an
 * order's step ("The order is already completed"), the day the shop opens next ("We open tomorrow at…").
 * Their Hindi is under `words.<set>.<key>` in the `messages` files.
 */
export const messageWords = () => ({ orderStep: ORDER_STEP_LABEL, day: NEXT_OPEN_DAY_WORDS });

let words: Map<string, string> | null = null;

/**
 * Where the Hindi of one of messageWords() is (`words.orderStep.completed`), for a word as a message
 * writes it: as the set has it, or in lower case. Null for any other text (a name, a code).
 */
export function messageWordKey(text: string): string | null {
  if (!words) {
    words = new Map();
    for (const [set, entries] of Object.entries(messageWords())) {
      for (const [key, word] of Object.entries(entries)) {
        for (const form of [word, word.toLowerCase()]) if (!words.has(form)) words.set(form, `words.${set}.${key}`);
      }
    }
  }
  return words.get(text) ?? null;
}
