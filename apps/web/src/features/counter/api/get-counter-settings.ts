import type { CounterSettings } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** What the counter reads of its settings. */
export type CounterScreenSettings = Pick<CounterSettings, 'quickKeys'>;

// Written out rather than the domain's DEFAULT_COUNTER_SETTINGS, which parses with zod where it is defined:
// importing it would split the settings' schema into chunks of their own, named in every page's first script.
const NO_SETTINGS: CounterScreenSettings = { quickKeys: [] };

/** `GET /api/counter/settings`: any member of staff may read them, a cashier too. */
export const counterSettingsQueryOptions = queryOptions({
  queryKey: ['counter', 'settings'] as const,
  queryFn: ({ signal }) => apiFetch<CounterSettings>('/api/counter/settings', { signal }),
  staleTime: 60_000,
});

/** The counter's settings; none (no quick keys) until they come or if they cannot. */
export function useCounterSettings(): CounterScreenSettings {
  return useQuery(counterSettingsQueryOptions).data ?? NO_SETTINGS;
}
