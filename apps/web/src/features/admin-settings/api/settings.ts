import type { ShopSettings, ShopSettingsInput } from '@halwai/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { shopInfoQueryOptions } from '../../../lib/use-shop-info';

const settingsKey = ['admin-settings'] as const;

export const settingsQueryOptions = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => apiFetch<ShopSettings>('/api/admin/settings', { signal }),
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}

export const saveSettings = (settings: ShopSettingsInput) => apiFetch<ShopSettings>('/api/admin/settings', { method: 'PUT', json: settings });

/** Saving also refreshes the shop's public details, so the top bar and title change at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      await queryClient.invalidateQueries({ queryKey: shopInfoQueryOptions.queryKey });
    },
  });
}
