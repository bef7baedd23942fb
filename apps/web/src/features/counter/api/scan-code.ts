import { matchScan, type CounterItemInfo, type CounterScan } from '@halwai/domain';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** `GET /api/counter/scan?code=`: the item, pack or weighed item a barcode or scale label names; 404 when none. */
export const scanCode = (code: string) => apiFetch<CounterScan>(`/api/counter/scan?code=${encodeURIComponent(code)}`);

/**
 * The server's reading of a code; when it cannot be reached (or fails), the same rule over the items
 * kept on the device. Null when nothing holds the code.
 */
export async function scanWithKeptItems(
  code: string,
  items: readonly CounterItemInfo[] | undefined,
  scaleItemDigits: number,
): Promise<CounterScan | null> {
  try {
    return await scanCode(code);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    if ((error instanceof ApiError && error.status < 500) || !items) throw error;
    return matchScan(code, items.map(barcodedItem), { itemDigits: scaleItemDigits });
  }
}

// Kept copies from before barcodes came with the items have none: they match nothing.
const barcodedItem = (item: CounterItemInfo) => ({ ...item, barcode: item.barcode ?? null, packs: item.packs ?? [] });
