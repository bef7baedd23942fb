import { catalogueKeys } from '../../../lib/api/get-catalogue';
import { useRefreshingMutation } from '../../../lib/api/refreshing-mutation';
import { categoryKeys } from './category-keys';

/** After a category write: this screen and the catalogue (shop filters, product forms) read again. */
const READ_AFTER_WRITE = [categoryKeys.all, catalogueKeys.all];

/** A category write as a mutation that, once it succeeds, has the lists read again. */
export function useCategoryMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  return useRefreshingMutation(mutationFn, READ_AFTER_WRITE);
}
