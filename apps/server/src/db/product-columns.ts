import type { ProductForm } from '@halwai/domain';
import type { NewProductRow } from './schema.js';

/**
 * The food and tax columns of a checked form. A field the form left out is left out here too, so an
 * edit from a client that does not know it keeps what is stored; null clears it.
 */
export function foodAndTaxColumns(form: Pick<ProductForm, 'food' | 'hsn' | 'gstRate'>): Partial<NewProductRow> {
  const columns: Partial<NewProductRow> = {};
  if (form.food !== undefined) {
    if (form.food === null) Object.assign(columns, { food: null, shelf_life_days: null });
    else {
      const { shelfLifeDays, ...label } = form.food;
      Object.assign(columns, { food: JSON.stringify(label), shelf_life_days: shelfLifeDays });
    }
  }
  if (form.hsn !== undefined) columns.hsn = form.hsn;
  if (form.gstRate !== undefined) columns.gst_rate = form.gstRate;
  return columns;
}
