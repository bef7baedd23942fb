import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../../lib/api/get-catalogue';
import { productKeys } from './product-keys';

/** After any product write: the back office's lists and the shop's catalogue read again. */
export function invalidateProducts(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  ]).then(() => undefined);
}

/** A product write as a mutation that, once it succeeds, has the lists read again. */
export function useProductMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateProducts(queryClient) });
}
