import type { CounterScan } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/counter/scan?code=`: the item, pack or weighed item a barcode or scale label names; 404 when none. */
export const scanCode = (code: string) => apiFetch<CounterScan>(`/api/counter/scan?code=${encodeURIComponent(code)}`);
