import { ONLINE_PAYMENT_UNAVAILABLE, RATING_MESSAGES } from '@halwai/domain';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/translate-message';

type ServerWordKey =
  | 'ratingStars'
  | 'ratingComment'
  | 'ratingCancelled'
  | 'paymentUnavailable'
  | 'paymentReceived'
  | 'paymentNotConfirmed'
  | 'paymentMismatch'
  | 'paymentNotOpen'
  | 'paymentAlreadyPaid';

/**
 * The order page's sentences that the server sends and MESSAGES does not hold: the rating's rules, and
 * the payment's answers (apps/server/src/modules/payments/payments.service.ts writes the last five).
 */
const SENTENCES = new Map<string, ServerWordKey>([
  [RATING_MESSAGES.stars, 'ratingStars'],
  [RATING_MESSAGES.comment, 'ratingComment'],
  [RATING_MESSAGES.cancelled, 'ratingCancelled'],
  [ONLINE_PAYMENT_UNAVAILABLE, 'paymentUnavailable'],
  ['Payment received. Thank you!', 'paymentReceived'],
  [
    'We could not confirm this payment. Nothing was charged to this order; if money left your account, the shop will check it with you.',
    'paymentNotConfirmed',
  ],
  ['The payment reached the shop but does not match the order total; the shop will contact you.', 'paymentMismatch'],
  ['This order is no longer open for payment.', 'paymentNotOpen'],
  ['This order is already paid.', 'paymentAlreadyPaid'],
]);

/** A sentence from the server in the shop's language: MESSAGES, else the order page's own; anything else as it is. */
export function translateServerWords(sentence: string): string {
  const translated = translateMessage(sentence);
  if (translated !== sentence || currentLanguage() === 'en') return translated;
  const key = SENTENCES.get(sentence);
  return key ? i18n.t(`serverWords.${key}`, { ns: 'checkout' }) : sentence;
}
