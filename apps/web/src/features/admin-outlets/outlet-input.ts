import type { OpeningSpan, Outlet, OutletInput } from '@halwai/domain';

/** What the dialog edits: each of the fields that may be the shop's as `null`, the rest as typed. */
export interface OutletDraft {
  name: string;
  nameHi: string;
  address: string;
  phone: string;
  pickup: boolean;
  openingHours: OpeningSpan[] | null;
  holidays: string[] | null;
  delivery: { pincodes: string[]; charge: string; freeFrom: string } | null;
  gstin: string | null;
  email: string | null;
  active: boolean;
}

export const draftOf = (outlet: Outlet | null): OutletDraft => ({
  name: outlet?.name ?? '',
  nameHi: outlet?.nameHi ?? '',
  address: outlet?.address ?? '',
  phone: outlet?.phone ?? '',
  pickup: outlet?.pickup ?? true,
  openingHours: outlet?.openingHours ?? null,
  holidays: outlet?.holidays ?? null,
  delivery: outlet?.delivery
    ? {
        pincodes: outlet.delivery.pincodes,
        charge: String(outlet.delivery.charge),
        freeFrom: outlet.delivery.freeFrom === null ? '' : String(outlet.delivery.freeFrom),
      }
    : null,
  gstin: outlet?.gstin ?? null,
  email: outlet?.email ?? null,
  active: outlet?.active ?? true,
});

/** An empty amount box is no charge; the server refuses what is not a number, at its field. */
const amount = (text: string) => (text.trim() === '' ? 0 : Number(text));

export const inputOf = (draft: OutletDraft): OutletInput => ({
  name: draft.name,
  nameHi: draft.nameHi || null,
  address: draft.address,
  phone: draft.phone,
  pickup: draft.pickup,
  openingHours: draft.openingHours,
  holidays: draft.holidays,
  delivery: draft.delivery && {
    pincodes: draft.delivery.pincodes,
    charge: amount(draft.delivery.charge),
    freeFrom: draft.delivery.freeFrom.trim() === '' ? null : Number(draft.delivery.freeFrom),
  },
  gstin: draft.gstin,
  email: draft.email,
  active: draft.active,
});

/**
 * The server's first word for a field or anything inside it: `openingHours` gathers `openingHours.2.close`,
 * `delivery.pincodes` gathers `delivery.pincodes.0`.
 */
export function errorAt(errors: Record<string, string[]>, field: string): string | undefined {
  const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? errors[key]?.[0] : undefined;
}
