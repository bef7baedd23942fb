import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/i18n';
import { apiFetch } from '../../../lib/api-client';
import { reportQuery, type ReportRange } from '../../../lib/report-range';

export const ordersCsvFileName = ({ from, to }: ReportRange) => `orders-${from}-to-${to}.csv`;

/** Fetches the export with the staff token (a plain link would carry none) and saves it as a file. */
export async function downloadOrdersCsv(range: ReportRange): Promise<void> {
  // A Hindi page asks for Hindi headers and words.
  const lang = currentLanguage() === 'en' ? '' : `&lang=${currentLanguage()}`;
  const blob = await apiFetch(`/api/admin/orders.csv?${reportQuery(range)}${lang}`, {
    as: 'blob',
    headers: { Accept: 'text/csv' },
  });
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
