// The words of settings.schema.ts, zod-free so the catalogue of messages Hindi pages load (message-groups.ts) stays light.
import { GST_RATES } from '../gst-rates.js';

export const SETTINGS_MESSAGES = {
  phone: 'Enter a 10-digit phone number',
  gstin: 'Enter a valid 15-character GSTIN (the last character is a check digit)',
  fssai: 'The FSSAI licence number has 14 digits',
  upiId: 'Enter a UPI ID like shopname@bank',
  payeeNeeded: 'Enter the payee name shown in UPI apps',
  minimumOrder: 'Enter an amount from ₹0 to ₹1,00,000',
  invoicePrefix: 'Use 1 to 10 capital letters, digits or dashes',
  hsn: 'An HSN code has 4, 6 or 8 digits',
  gstRate: `GST rate must be one of ${GST_RATES.join(', ')}%`,
  closingTime: 'Enter a time like 21:00 (24-hour clock)',
  tooManyHolidays: 'At most 366 holidays',
  tooManyPincodes: 'Delivery pincodes: at most 1000',
  unknownCategory: 'This category no longer exists; reload the page',
} as const;
