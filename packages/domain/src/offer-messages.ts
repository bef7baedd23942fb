// The words of offers.ts, apart from its rules, so the catalogue of messages (message-groups.ts) and the
// rules that say them (`say`) import each other through neither.
import { paiseToRupees, type Paise } from './money.js';
import { named } from './message-params.js';

const formatRupees = (amount: Paise) => {
  const rupees = paiseToRupees(amount);
  return `₹${Number.isInteger(rupees) ? rupees : rupees.toFixed(2)}`;
};

/** The words the cart and the API use for each broken rule (`errors.offerCode`). */
export const OFFER_MESSAGES = {
  unknown: named(['code'], (code: string) => `${code} is not a valid offer code`),
  /** `unknown` when no code was given at all. */
  unknownBlank: 'That is not a valid offer code',
  notFound: named(['id'], (id: number) => `Offer with ID: ${id} not found.`),
  inactive: named(['code'], (code: string) => `The offer ${code} is not running`),
  notStarted: named(['code', 'startsAt'], (code: string, startsAt: string) => `The offer ${code} starts on ${startsAt.replace('T', ' at ')}`),
  expired: named(['code'], (code: string) => `The offer ${code} has expired`),
  belowMinimum: named(['code', 'minimum'], (code: string, minimum: Paise) => `The offer ${code} needs items worth at least ${formatRupees(minimum)}`),
  usedUp: named(['code'], (code: string) => `The offer ${code} has been fully used`),
  usedUpForMobile: named(['code'], (code: string) => `The offer ${code} was already used with this mobile number`),
  belowOrderMinimum: named(['code', 'minimum'], (code: string, minimum: Paise) =>
    `With the offer ${code} the order comes to less than our minimum order of ${formatRupees(minimum)}: add a little more`),
  free: named(['code'], (code: string) => `The offer ${code} cannot make an order free`),
  code: 'Use 2 to 30 letters, digits, dashes or underscores',
  codeTaken: 'Another offer already uses this code',
  percent: 'A percentage is a whole number from 1 to 100',
  flat: 'Enter an amount from ₹1 to ₹1,00,000',
  minOrder: 'Enter an amount from ₹0 to ₹10,00,000, or leave it empty',
  dateTime: 'Enter a date like 2026-11-01 or a date and time like 2026-11-01T09:00',
  endsBeforeStart: 'The offer must end after it starts',
  maxUses: 'Enter a whole number from 1 to 1,000,000, or leave it empty',
} as const;
