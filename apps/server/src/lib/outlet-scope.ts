import { MAIN_OUTLET_ID } from '@halwai/domain';
import { z } from 'zod';
import { readStoredJson } from './stored-json.js';

/** The outlets whose orders a member of staff sees (ids, never empty); null: every outlet. */
export type OutletScope = readonly number[] | null;

const storedOutlets = z.array(z.number().int().positive()).min(1);

/** `users.outlets` as stored: JSON ids, or null for every outlet (unreadable JSON reads as the first outlet only, never as all). */
export const outletScopeOf = (stored: string | null): OutletScope =>
  stored === null ? null : readStoredJson(stored, storedOutlets, [MAIN_OUTLET_ID]);

export const inOutletScope = (scope: OutletScope, outletId: number): boolean => scope === null || scope.includes(outletId);

/**
 * The one rule for a thing of another outlet (a shift, a credit note, stock history) asked for by an
 * account limited to outlets: it is missing to them, with the same 404 as an unknown one, so ids
 * cannot be probed. `missing` makes that 404.
 */
export function hideOutsideScope(scope: OutletScope, outletId: number, missing: () => Error): void {
  if (!inOutletScope(scope, outletId)) throw missing();
}
