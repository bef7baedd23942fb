import { DEFAULT_COUNTER_SETTINGS, type CounterSettings, type ShopSettings } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const counterSettingsQueryOptions = queryOptions({
  queryKey: ['counter-settings'] as const,
  // The staff settings answer carries the counter's (quick keys, scale label layout) with the shop's.
  queryFn: async ({ signal }): Promise<CounterSettings> => {
    const settings = await apiFetch<ShopSettings & { counter?: CounterSettings }>('/api/admin/settings', { signal });
    return settings.counter ?? DEFAULT_COUNTER_SETTINGS;
  },
  staleTime: 60_000,
});

/** The counter's settings; the defaults (no quick keys) until they come or if they cannot. */
export function useCounterSettings(): CounterSettings {
  return useQuery(counterSettingsQueryOptions).data ?? DEFAULT_COUNTER_SETTINGS;
}
