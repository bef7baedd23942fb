// The counter's words, zod-free, so the catalogue of messages (message-groups.ts) Hindi pages load stays light.
import { named } from '../message-params.js';
import { formatRupees, type Paise } from '../money.js';

/** What the counter's calls and screen say when a sale, a scan or a weight is refused (`counter.*`). */
export const COUNTER_MESSAGES = {
  weightRange: 'Enter a weight from 1 g to 100 kg',
  weightNotSold: named(['name'], (name: string) => `${name} is not sold by weight: add one of its packs`),
  noPricePerKg: named(['name'], (name: string) => `${name} has no price per kg: add one of its packs, or give it a 1 kg pack`),
  packOrWeight: 'Give a pack or a weight, not both',
  unknownItem: named(['id'], (id: number) => `No item has the number ${id}`),
  unknownPack: named(['name', 'label'], (name: string, label: string) => `${name} has no pack ${label}`),
  unavailable: named(['name'], (name: string) => `${name} is not on sale`),
  noLines: 'Add an item to the bill',
  noPayments: 'Take a payment: cash, UPI or card',
  paymentsShort: named(
    ['paid', 'total'],
    (paid: Paise, total: Paise) => `The payments come to ${formatRupees(paid)}; the bill is ${formatRupees(total)}`,
  ),
  paymentsOver: named(
    ['paid', 'total'],
    (paid: Paise, total: Paise) =>
      `The payments come to ${formatRupees(paid)}, more than the bill of ${formatRupees(total)}: only cash can be more, and it is given back as change`,
  ),
  amountPositive: 'Enter an amount above ₹0',
  cardReference: 'Type the card slip’s reference',
  discountRange: named(['limit'], (limit: Paise) => `A discount at the counter is at most ${formatRupees(limit)}`),
  lineDiscountRange: named(['amount'], (amount: Paise) => `A line's discount is at most the line's amount, ${formatRupees(amount)}`),
  scanUnknown: named(['code'], (code: string) => `No item has the barcode ${code}`),
  barcodeTaken: named(['name'], (name: string) => `${name} already has this barcode`),
  barcode: 'A barcode is 4 to 32 letters or digits',
  cashierOnly: 'A cashier sells at the counter only',
  shiftAlreadyOpen: 'You already have a shift open: close it before opening another',
  shiftNotFound: named(['id'], (id: number) => `Shift ${id} not found`),
  shiftClosed: 'This shift is already closed',
  shiftNotYours: 'Only the cashier who opened a shift, or the owner, can close it',
  denomination: 'Count notes and coins of ₹500, 200, 100, 50, 20, 10, 5, 2 and 1, each a whole number from 0 to 10,000',
  refundCounterOnly: 'Only a counter bill is refunded here; cancel a web order from the orders board',
  refundTooLate: named(['days'], (days: number) => `A counter bill can be refunded within ${days} days of the sale`),
  refundMoreThanSold: named(
    ['name', 'label'],
    (name: string, label: string) => `More of ${name} (${label}) than the bill has left to refund`,
  ),
  alreadyRefunded: 'Everything on this bill has been refunded already',
  floatRange: 'Enter the float counted into the drawer, from ₹0 to ₹1,00,000',
  sendNoMobile: 'Type the customer’s mobile to send the bill to',
  sendOff:
    'Bills are not sent: in Settings → Customer messages, turn on “Counter bill” and give its WhatsApp template or MSG91 SMS template',
  sendOptedOut: 'This customer replied STOP: the shop sends them no messages',
  paidOutRange: 'Enter the cash taken out, from ₹1 to ₹1,00,000',
  paidOutReason: 'Say what the cash was taken out for (up to 200 letters)',
  invoiceQuery: 'Type a bill’s invoice number (up to 40 letters)',
  creditNoteNotFound: named(['id'], (id: number) => `Credit note ${id} not found`),
} as const;
