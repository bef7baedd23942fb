import {
  BUSINESS_BUYER_MESSAGES,
  DAY_NAMES,
  DELIVERY_MESSAGES,
  HOURS_MESSAGES,
  OFFER_MESSAGES,
  paise,
} from '@halwai/domain';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/translate-message';

/** The cart's rules whose words are not among MESSAGES: delivery, business invoice, offer codes, opening hours. */
type RuleKey =
  | 'notDeliverable'
  | 'deliveryOff'
  | 'pincode'
  | 'address'
  | 'preferredDate'
  | 'buyerGstin'
  | 'buyerName'
  | 'buyerNameTooLong'
  | 'offerUnknown'
  | 'offerInactive'
  | 'offerNotStarted'
  | 'offerExpired'
  | 'offerBelowMinimum'
  | 'offerUsedUp'
  | 'offerUsedUpForMobile'
  | 'closedNow'
  | 'closedForGood'
  | 'closedDay';

const blank = (i: number) => `⟦${i}⟧`;
// An amount no rule says, written as the rules write money, to mark where the amount goes.
const MARKED_PAISE = paise(98_765_432_100);

/** Each rule written with its blanks marked, from the domain's own functions, so the wording stays theirs. */
const WRITTEN: [RuleKey, string][] = [
  ['notDeliverable', DELIVERY_MESSAGES.notDeliverable(blank(0))],
  ['deliveryOff', DELIVERY_MESSAGES.deliveryOff],
  ['pincode', DELIVERY_MESSAGES.pincode],
  ['address', DELIVERY_MESSAGES.address],
  ['preferredDate', DELIVERY_MESSAGES.preferredDate],
  ['buyerGstin', BUSINESS_BUYER_MESSAGES.buyerGstin],
  ['buyerName', BUSINESS_BUYER_MESSAGES.buyerName],
  ['buyerNameTooLong', BUSINESS_BUYER_MESSAGES.buyerNameTooLong],
  ['offerUnknown', OFFER_MESSAGES.unknown(blank(0))],
  ['offerInactive', OFFER_MESSAGES.inactive(blank(0))],
  ['offerNotStarted', OFFER_MESSAGES.notStarted(blank(0), blank(1))],
  ['offerExpired', OFFER_MESSAGES.expired(blank(0))],
  ['offerBelowMinimum', OFFER_MESSAGES.belowMinimum(blank(0), MARKED_PAISE).replace('₹987654321', blank(1))],
  ['offerUsedUp', OFFER_MESSAGES.usedUp(blank(0))],
  ['offerUsedUpForMobile', OFFER_MESSAGES.usedUpForMobile(blank(0))],
  ['closedNow', HOURS_MESSAGES.closedNow(blank(0), blank(1))],
  ['closedForGood', HOURS_MESSAGES.closedForGood],
  ['closedDay', HOURS_MESSAGES.closedDay(blank(0))],
];

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Rule {
  key: RuleKey;
  regex: RegExp;
  blanks: string[];
}

let rules: Rule[] | null = null;

function ruleList(): Rule[] {
  rules ??= WRITTEN.map(([key, written]) => ({
    key,
    regex: new RegExp(`^${written.split(/⟦\d+⟧/).map(escapeRegex).join('(.+?)')}$`, 's'),
    blanks: [...written.matchAll(/⟦(\d+)⟧/g)].map((m) => m[1]!),
  }))
    // The most blanks first: the most specific wording wins.
    .sort((a, b) => b.blanks.length - a.blanks.length);
  return rules;
}

/** A day as closedNowMessage says it ("today", "tomorrow", "Monday") in the shop's language. */
function dayWord(day: string): string {
  if (day === 'today' || day === 'tomorrow' || (DAY_NAMES as readonly string[]).includes(day)) {
    return i18n.t(`rules.days.${day as 'today'}`, { ns: 'cart' });
  }
  return day;
}

/**
 * A sentence of the domain's rules or the server's (English, as the spec and the API speak them) in
 * the shop's language: MESSAGES through `translateMessage`, and the cart's own rules (delivery,
 * business invoice, offer codes, opening hours) from the cart's words. Anything else is shown as it is.
 */
export function translateRule(sentence: string): string {
  const translated = translateMessage(sentence);
  if (translated !== sentence || currentLanguage() === 'en') return translated;
  for (const { key, regex, blanks } of ruleList()) {
    const found = regex.exec(sentence);
    if (!found) continue;
    const params: Record<string, string> = Object.fromEntries(blanks.map((name, i) => [name, found[i + 1]!]));
    if (key === 'offerUnknown' && params['0'] === 'That') return i18n.t('rules.offerUnknownThat', { ns: 'cart' });
    if (key === 'closedNow') params['0'] = dayWord(params['0'] ?? '');
    if (key === 'offerNotStarted') params['1'] = (params['1'] ?? '').replace(' at ', ', ');
    return i18n.t(`rules.${key}`, { ns: 'cart', ...params });
  }
  return sentence;
}
