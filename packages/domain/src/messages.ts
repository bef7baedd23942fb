import { named } from './message-params.js';

/** The product's words. Both sides show exactly these. */
export const MESSAGES = {
  required: 'This field is required',
  priceAboveZero: 'Price must be greater than 0',
  priceEntryNeeded: 'Add at least one price entry',
  discountRange: 'Discount must be between 0 and 99',
  fileMustBeImage: 'File must be an image',
  invalidFile: 'Invalid file',
  thumbnailInvalid: 'Thumbnail must be an http(s) address or a path on this site',
  imageTooLarge: 'Image size must be less than 4MB',
  tooLong: named(['max'], (max: number) => `Must be at most ${max} characters`),

  emailRequired: 'Email is required',
  emailInvalid: 'E-mail must be valid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  invalidCredentials: 'Invalid email or password',
  accountPending: 'Your account is waiting for an admin to approve it',
  accountRejected: 'Your account was not approved',
  emailTaken: 'An account with this email already exists',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  /** A shop with no admin yet: its first account proves it runs the shop with the code its start printed. */
  setupCodeRequired: 'This shop has no admin yet. Enter the setup code shown where the shop was started.',
  setupCodeWrong: 'That setup code is not right. Use the one shown where the shop was last started.',
  signInRequired: 'Please sign in to continue',
  /** Staff: too many wrong passwords for one account. */
  loginLocked: named(['minutes'], (minutes: number) => `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`),
  sessionExpired: 'Your session has ended. Please sign in again.',

  cartEmpty: 'No Items in the Cart!',
  nameAndPhone: 'Enter a valid Name and Phone number!',
  customerEmail: 'Enter a valid email address, or leave it empty',
  /** `minimumOrder(1000)` is 'Minimum Order Value is ₹1000'; paise show only when there are some. */
  minimumOrder: named(['rupees'], (rupees: number) => `Minimum Order Value is ₹${Number.isInteger(rupees) ? rupees : rupees.toFixed(2)}`),
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Enter a valid 10-digit mobile number',
  tooManyLines: 'An order can have at most 50 lines',
  quantityRange: named(['name'], (name: string) => `Choose a quantity from 1 to 999 for ${name}`),
  giftMessage: 'A gift message can be at most 200 characters',
  itemGone: named(['name'], (name: string) => `${name} is no longer sold`),
  itemUnavailable: named(['name'], (name: string) => `${name} is currently unavailable`),
  variantGone: named(['name', 'label'], (name: string, label: string) => `${name} (${label}) is no longer sold`),
  priceChanged: named(['name', 'label'], (name: string, label: string) => `The price of ${name} (${label}) has changed`),
  orderNotFound: named(['id'], (id: string | number) => `Order with ID: ${id} not found.`),
  idempotencyMismatch: 'This Idempotency-Key was already used for a different order',

  contactRequired: 'Required.',
  contactDigitsOnly: 'Digits only.',
  contactThanks: 'Thank you! We will get back to you soon.',

  draftRequired: 'This field is required.',
  draftUrl: 'Enter a valid URL.',
  draftPrice: 'Enter a valid price greater than 0.',

  productNotFound: named(['id'], (id: string | number) => `Product with ID: ${id} not found.`),
  categoryNotFound: 'Category not found',
  subcategoryNotFound: 'Subcategory not found',
  subcategoryMismatch: 'The subcategory does not belong to the category',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  invalidRequest: 'The request is not valid',
  controlCharacters: 'Text must not contain control characters',
  formUnreadable: 'The form could not be read. Please send it again.',
  formTooLarge: 'The form has too many fields or files',
  requestTooLarge: 'The request is too large',
  addressInvalid: 'This address is not valid. Check the link and try again.',
  addressTooLong: 'This address is too long. Check the link and try again.',
  somethingWentWrong: 'Something went wrong!',
  /** Placing an order with the phone offline: the cart stays as it is. */
  offlineOrder: 'You are offline. Your cart is kept — place the order when you are back online.',
  /** Staff open an order with the phone offline: the list's copy shows, the rest waits for the network. */
  offlineOrderDetails: 'You are offline. This is the order as it was last loaded — its latest details load when you are back online.',
  serviceUnavailable: 'The shop cannot take this right now. Please try again in a minute.',
  /** Too many orders in flight on one instance: refused at once, and the client sends it again shortly. */
  orderBusy: 'The shop is busy with many orders just now. Please try again in a moment.',

  /** Customers sign in with their mobile and a one-time code (decision 017). */
  signInCodeSentWhatsApp: 'We sent a 6-digit code to this number on WhatsApp. It works for 5 minutes.',
  signInCodeSentSms: 'We sent a 6-digit code to this number by SMS. It works for 5 minutes.',
  signInCodeRequired: 'Enter the 6-digit code',
  signInCodeInvalid: 'The code is the 6 digits we sent you',
  signInCodeWrong: 'That code is not right, or it has expired. Check it, or ask for a new code.',
  /** The wrong try that locks the number: said at once, not on the next try. */
  signInCodeWrongLocked: named(['minutes'], (minutes: number) => `That code is not right. Too many wrong codes: try again in ${minutes} min.`),
  signInCodesTooMany: named(['minutes'], (minutes: number) => `Too many codes asked for this number. Try again in ${minutes} min.`),
  signInLocked: named(['minutes'], (minutes: number) => `Too many wrong codes for this number. Try again in ${minutes} min.`),
  signInUnavailable: 'Signing in with a code is not set up at this shop yet. Your orders on this phone are still listed here.',
  signInCodeNotSent: 'We could not send the code just now. Please try again in a minute.',
  customerSignInRequired: 'Please sign in with your mobile number to see your orders',
} as const;
