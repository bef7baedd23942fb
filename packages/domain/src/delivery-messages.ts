// The words of delivery.ts, apart from its rules, so the catalogue of messages (message-groups.ts) and the
// rules that say them (`say`) import each other through neither.
import { named } from './message-params.js';

/** How far ahead a customer may ask for a date: today up to this many days later. */
export const PREFERRED_DATE_DAYS_AHEAD = 14;

export const DELIVERY_MESSAGES = {
  notDeliverable: named(['pincode'], (pincode: string) => `We don't deliver to ${pincode} yet. Choose pickup or call us.`),
  deliveryOff: 'We are not delivering right now. Choose pickup or call us.',
  pincode: 'Enter a 6-digit pincode',
  address: 'Enter the delivery address',
  addressTooLong: 'The delivery address is too long (at most 300 characters)',
  preferredDate: `Choose a preferred date from today up to ${PREFERRED_DATE_DAYS_AHEAD} days ahead`,
  pincodePattern: named(['pattern'], (pattern: string) => `Delivery pincodes: "${pattern}" is neither a 6-digit pincode nor a prefix like 1100*`),
  pincodesNeeded: 'Delivery pincodes: add at least one pincode, or turn delivery off',
  deliveryCharge: 'Delivery charge: enter an amount from ₹0 to ₹10,000',
  freeDeliveryFrom: 'Free delivery from: enter an amount from ₹0 to ₹1,00,000, or leave it empty',
  timeZone: 'Time zone: enter a time zone like Asia/Kolkata',
} as const;
