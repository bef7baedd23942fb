import { DEFAULT_SCALE_LABEL, type CounterSettings } from '@halwai/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { readThrough } from '../offline/kept-data';

/** What the counter reads of its settings. */
export type CounterScreenSettings = Pick<CounterSettings, 'quickKeys' | 'scaleItemDigits'>;

// Written out rather than the domain's DEFAULT_COUNTER_SETTINGS, which parses with zod where it is defined:
// importing it would split the settings' schema into chunks of their own, named in every page's first script.
const NO_SETTINGS: CounterScreenSettings = { quickKeys: [], scaleItemDigits: DEFAULT_SCALE_LABEL.itemDigits };

/** `GET /api/counter/settings`: any member of staff may read them, a cashier too. Kept on the device. */
export const counterSettingsQueryOptions = queryOptions({
  queryKey: ['counter', 'settings'] as const,
  queryFn: ({ signal }) => readThrough('settings', () => apiFetch<CounterSettings>('/api/counter/settings', { signal })),
  staleTime: 60_000,
  networkMode: 'always',
});

/** The counter's settings; none (no quick keys) until they come or if they cannot. */
export function useCounterSettings(): CounterScreenSettings {
  return useQuery(counterSettingsQueryOptions).data ?? NO_SETTINGS;
}
