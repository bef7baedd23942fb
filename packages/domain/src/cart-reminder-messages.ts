// The cart reminder's words, zod-free, so the catalogue of messages Hindi pages load (message-groups.ts) stays light.
import { named } from './message-params.js';

/** What the cart reminder's calls say when they refuse (`cartReminder.*`). */
export const CART_REMINDER_MESSAGES = {
  off: 'This shop does not send cart reminders',
  noLines: 'Add an item to the cart first',
  tooManyLines: 'A reminder keeps at most 50 lines of a cart',
  quantity: 'Each quantity is a whole number from 1 to 999',
  unknownProduct: named(['id'], (id: number) => `No item has the number ${id}`),
  unknownPack: named(['name', 'label'], (name: string, label: string) => `${name} has no pack ${label}`),
  gone: 'This saved cart is no longer kept: the link is more than 7 days old, or it is not right',
  tooMany: 'This mobile has asked for enough reminders today: try again tomorrow',
  delay: 'Give the delay in whole minutes, from 1 minute to 3 days (4320 minutes)',
} as const;
