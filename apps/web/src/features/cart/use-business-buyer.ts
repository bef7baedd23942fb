import { useState } from 'react';
import { checkBusinessBuyer, gstinStateCode, placeOfSupplyName, type BusinessBuyerRequest } from '@halwai/domain';

/**
 * "Need a GST invoice for a business?" at checkout: the business's GSTIN and name, checked by the
 * same rules as the server (the GSTIN's check digit) before Place Order.
 */
export function useBusinessBuyer() {
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
    state: stateCode ? placeOfSupplyName(stateCode) : null,
    gstinError: missingGstin ? 'Enter the GSTIN of the business' : (errors.buyerGstin?.[0] ?? null),
    nameError: errors.buyerName?.[0] ?? null,
    /** What the order sends: nothing unless asked for. */
    request: wanted ? { buyerGstin: normalised, buyerName: name.trim() } : undefined,
    /** Why Place Order waits, or null. */
    problem: missingGstin
      ? 'Enter the GSTIN of the business, or untick the GST invoice'
      : (errors.buyerGstin?.[0] ?? errors.buyerName?.[0] ?? null),
  };
}
export type BusinessBuyerState = ReturnType<typeof useBusinessBuyer>;
