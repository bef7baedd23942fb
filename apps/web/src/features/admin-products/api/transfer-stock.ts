import type { StockTransfer, StockTransferResult } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';
import { useProductMutation } from './invalidate-products';

export const transferStock = (transfer: StockTransfer) =>
  apiFetch<StockTransferResult>('/api/admin/transfers', { method: 'POST', json: transfer });

/** Stock moved between outlets: the product reads (their stock per outlet) are read again. */
export const useTransferStock = () => useProductMutation(transferStock);
