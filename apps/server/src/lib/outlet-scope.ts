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
