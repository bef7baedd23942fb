import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '../../../lib/api/get-catalogue';
import { invalidateAll, useRefreshingMutation } from '../../../lib/api/refreshing-mutation';
import { productKeys } from './product-keys';

/** After any product write: the back office's lists and the shop's catalogue read again. */
const READ_AFTER_WRITE = [productKeys.all, catalogueKeys.all];

export function invalidateProducts(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, READ_AFTER_WRITE);
}

/** A product write as a mutation that, once it succeeds, has the lists read again. */
export function useProductMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  return useRefreshingMutation(mutationFn, READ_AFTER_WRITE);
}
