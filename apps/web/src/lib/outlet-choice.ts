import type { PublicOutlet } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiFetch } from './api-client';
import type { ShopInfo } from './shop-info';
import { useShopInfo } from './use-shop-info';

/** Where the customer orders from: an outlet to pick up at, or the one delivering to their pincode. */
export interface OutletChoice {
  id: number;
  way: 'pickup' | 'delivery';
  pincode?: string;
}

/** Kept on the device, so a customer is asked once. */
const STORAGE_KEY = 'outlet';
const listeners = new Set<() => void>();
let raw: string | null | undefined;
let parsed: OutletChoice | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked: the choice lasts for the page
  }
}

function parse(text: string | null): OutletChoice | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<OutletChoice> | null;
    if (!value || !Number.isInteger(value.id) || (value.id as number) < 1) return null;
    const way = value.way === 'delivery' ? 'delivery' : 'pickup';
    return { id: value.id as number, way, ...(way === 'delivery' && typeof value.pincode === 'string' && { pincode: value.pincode }) };
  } catch {
    return null;
  }
}

function current(): OutletChoice | null {
  const text = storage()?.getItem(STORAGE_KEY) ?? raw ?? null;
  if (text !== raw) {
    raw = text;
    parsed = parse(text);
  }
  return parsed;
}

export const outletChoice = {
  get: current,
  set(choice: OutletChoice): void {
    const text = JSON.stringify(choice);
    raw = text;
    parsed = parse(text);
    try {
      storage()?.setItem(STORAGE_KEY, text);
    } catch {
      // full or blocked: kept in memory
    }
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const outletsQueryOptions = queryOptions({
  queryKey: ['outlets'],
  queryFn: ({ signal }) => apiFetch<PublicOutlet[]>('/api/outlets', { signal }),
  staleTime: 60_000,
});

/** Whether the shop has outlets to choose from; a shop with one asks nothing and shows nothing of them. */
export function useHasOutletChoice(): boolean {
  return (useShopInfo().outlets ?? 1) > 1;
}

export function useOutletChoice(): OutletChoice | null {
  return useSyncExternalStore(outletChoice.subscribe, current, () => null);
}

/**
 * The outlet the customer chose, once the outlets are read; null in a shop with one outlet, before a
 * choice, or when the chosen one no longer takes orders.
 */
export function useChosenOutlet(): PublicOutlet | null {
  const choice = useOutletChoice();
  const enabled = useHasOutletChoice();
  const { data } = useQuery({ ...outletsQueryOptions, enabled });
  if (!enabled || !choice || !data) return null;
  return data.find((o) => o.id === choice.id) ?? null;
}

/** The chosen outlet's id for the catalogue and the order; null: none (the shop's first outlet). */
export function useChosenOutletId(): number | null {
  const choice = useOutletChoice();
  const enabled = useHasOutletChoice();
  const { data } = useQuery({ ...outletsQueryOptions, enabled: enabled && choice !== null });
  if (!enabled || !choice) return null;
  // Until the list is read the choice stands; an outlet no longer listed is forgotten.
  return !data || data.some((o) => o.id === choice.id) ? choice.id : null;
}

/** The shop as the cart and checkout see it: the chosen outlet's hours, holidays, address and delivery. */
export function useOrderShopInfo(): ShopInfo {
  const shop = useShopInfo();
  const outlet = useChosenOutlet();
  if (!outlet) return shop;
  return {
    ...shop,
    address: outlet.address,
    openingHours: outlet.openingHours,
    openingHoursText: outlet.openingHoursText,
    openingHoursTextHi: outlet.openingHoursTextHi,
    holidays: outlet.holidays,
    delivery: outlet.delivery,
  };
}

/** The outlet's name in the page's language. */
export const outletName = (outlet: Pick<PublicOutlet, 'name' | 'nameHi'>, language: string) =>
  language === 'hi' && outlet.nameHi ? outlet.nameHi : outlet.name;
