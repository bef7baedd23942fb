import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { productFormValuesSchema, type ProductFormOutput, type ProductFormValues } from './product-form-values';

export type ProductFormApi = UseFormReturn<ProductFormValues, unknown, ProductFormOutput>;

// The schema coerces text to numbers, so its declared input says `unknown` where the form holds text.
// ProductFormValues is a narrower input that it accepts as is (product-form-values.test.ts parses it),
// but the resolver's error types are invariant in the input, so TypeScript needs telling.
const resolver = zodResolver(productFormValuesSchema) as unknown as Resolver<ProductFormValues, unknown, ProductFormOutput>;

/**
 * The create and edit forms' state, checked against the server's rules on the first save and then as
 * staff type. Not on leaving a field: the price entries are checked as one list, so leaving one row
 * would flag the next row before it is filled in, and the message vanishing on the next blur moved
 * the Save button away from under the pointer.
 */
export function useProductForm(defaultValues: ProductFormValues): ProductFormApi {
  return useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
