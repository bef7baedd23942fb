import type { FulfilmentType, SlotPlaces } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/** Query keys of the slots' places; placing or moving an order invalidates `slotKeys.all`. */
export const slotKeys = {
  all: ['slots'] as const,
  day: (date: string, type: FulfilmentType, outletId: number | null = null) =>
    outletId === null ? ([...slotKeys.all, date, type] as const) : ([...slotKeys.all, date, type, outletId] as const),
};

/**
 * `GET /api/slots?date=&type=&outlet=`: the day's slots that can still be chosen at an outlet, in time
 * order, with the places left there; `outletId` null: the shop's first, as before outlets.
 */
export const slotsQueryOptions = (date: string, type: FulfilmentType, outletId: number | null = null) =>
  queryOptions({
    queryKey: slotKeys.day(date, type, outletId),
    queryFn: ({ signal }) =>
      apiFetch<SlotPlaces[]>(
        `/api/slots?date=${encodeURIComponent(date)}&type=${type}${outletId === null ? '' : `&outlet=${outletId}`}`,
        { signal },
      ),
    // Places change with every order: each look asks again.
    staleTime: 0,
  });

/** The day's slots of a type at an outlet; asks nothing while `date` or `type` is null. */
export function useSlots(date: string | null, type: FulfilmentType | null, outletId: number | null = null) {
  return useQuery({
    ...slotsQueryOptions(date ?? '', type ?? 'pickup', outletId),
    enabled: date !== null && type !== null,
  });
}
