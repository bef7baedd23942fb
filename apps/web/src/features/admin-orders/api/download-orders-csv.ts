import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { reportQuery, type ReportRange } from '../../../lib/report-range';

export const ordersCsvFileName = ({ from, to }: ReportRange) => `orders-${from}-to-${to}.csv`;

/** Fetches the export with the staff token (a plain link would carry none) and saves it as a file. */
export async function downloadOrdersCsv(range: ReportRange): Promise<void> {
  const blob = await apiFetch(`/api/admin/orders.csv?${reportQuery(range)}`, { as: 'blob', headers: { Accept: 'text/csv' } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = ordersCsvFileName(range);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadOrdersCsv() {
  return useMutation({ mutationFn: downloadOrdersCsv });
}
