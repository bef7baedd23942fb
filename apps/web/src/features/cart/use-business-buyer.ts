import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkBusinessBuyer,
  gstinStateCode,
  placeOfSupplyIn,
  placeOfSupplyName,
  type BusinessBuyerRequest,
} from '@halwai/domain';
import { translateMessage } from '../../i18n/translate-message';
import { languageOf } from '../../i18n/use-language';

/** The first of a field's errors from the domain's rules, in the shop's language. */
const first = (messages: string[] | undefined) => (messages?.[0] ? translateMessage(messages[0]) : null);

/**
 * "Need a GST invoice for a business?" at checkout: the business's GSTIN and name, checked by the
 * same rules as the server (the GSTIN's check digit) before Place Order.
 */
export function useBusinessBuyer() {
  const { t, i18n } = useTranslation('cart');
  const [wanted, setWanted] = useState(false);
  const [gstin, setGstin] = useState('');
  const [name, setName] = useState('');
  const request: BusinessBuyerRequest | undefined = wanted ? { buyerGstin: gstin, buyerName: name } : undefined;
  const checked = request ? checkBusinessBuyer(request) : null;
  const errors = checked && !checked.ok ? checked.errors : {};
  const missingGstin = wanted && gstin.trim() === '';
  const normalised = gstin.replace(/\s+/g, '').toUpperCase();
  const stateCode = !errors.buyerGstin && !missingGstin ? gstinStateCode(normalised) : null;
  return {
    wanted,
    setWanted,
    gstin,
    setGstin,
    name,
    setName,
    /** The buyer's state, once the GSTIN checks out. */
    state: stateCode ? placeOfSupplyIn(placeOfSupplyName(stateCode), languageOf(i18n)) : null,
    gstinError: missingGstin ? t('business.enterGstin') : first(errors.buyerGstin),
    nameError: first(errors.buyerName),
    /** What the order sends: nothing unless asked for. */
    request: wanted ? { buyerGstin: normalised, buyerName: name.trim() } : undefined,
    /** Why Place Order waits, or null. */
    problem: missingGstin ? t('business.enterGstinOrUntick') : (first(errors.buyerGstin) ?? first(errors.buyerName)),
  };
}
export type BusinessBuyerState = ReturnType<typeof useBusinessBuyer>;
