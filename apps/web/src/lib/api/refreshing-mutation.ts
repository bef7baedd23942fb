import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Marks every query under each of `keys` stale, so what is on screen reads again. */
export function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** A write as a mutation that, once it succeeds, has every query under `keys` read again. */
export function useRefreshingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  keys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAll(queryClient, keys) });
}
