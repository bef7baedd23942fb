import { assortmentSchema, type Assortment, type AssortmentPricing } from '@halwai/domain';
import { z } from 'zod';

/** A gift box as the product form's fields hold it: off for an ordinary product, the count as typed. */
export interface AssortmentFormValues {
  on: boolean;
  pick: string;
  from: number[];
  portion: string;
  repeats: boolean;
  pricing: AssortmentPricing;
}

/** An ordinary product: off, with a box of 4 pieces of 250 g ready should staff switch it on. */
export const emptyAssortmentForm = (): AssortmentFormValues => ({ on: false, pick: '4', from: [], portion: '250 g', repeats: true, pricing: 'box' });

export function assortmentToFormValues(assortment: Assortment | undefined): AssortmentFormValues {
  if (!assortment) return emptyAssortmentForm();
  return { on: true, pick: String(assortment.pick), from: [...assortment.from], portion: assortment.portion, repeats: assortment.repeats, pricing: assortment.pricing };
}

/** The fields checked by the server's rule (same words), as the assortment they describe; null when off. */
export const assortmentFormSchema = z.preprocess((value) => {
  const v = value as AssortmentFormValues;
  if (!v?.on) return null;
  return { pick: v.pick.trim() === '' ? Number.NaN : Number(v.pick), from: v.from, portion: v.portion, repeats: v.repeats, pricing: v.pricing };
}, assortmentSchema.nullable());
