import type { FulfilmentType, SlotPlaces } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/** Query keys of the slots' places; placing or moving an order invalidates `slotKeys.all`. */
export const slotKeys = {
  all: ['slots'] as const,
  day: (date: string, type: FulfilmentType) => [...slotKeys.all, date, type] as const,
};

/** `GET /api/slots?date=&type=`: the day's slots that can still be chosen, in time order, with the places left. */
export const slotsQueryOptions = (date: string, type: FulfilmentType) =>
  queryOptions({
    queryKey: slotKeys.day(date, type),
    queryFn: ({ signal }) =>
      apiFetch<SlotPlaces[]>(`/api/slots?date=${encodeURIComponent(date)}&type=${type}`, { signal }),
    // Places change with every order: each look asks again.
    staleTime: 0,
  });

/** The day's slots of a type; asks nothing while `date` or `type` is null. */
export function useSlots(date: string | null, type: FulfilmentType | null) {
  return useQuery({
    ...slotsQueryOptions(date ?? '', type ?? 'pickup'),
    enabled: date !== null && type !== null,
  });
}
