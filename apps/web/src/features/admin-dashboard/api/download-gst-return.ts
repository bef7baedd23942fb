import { useMutation } from '@tanstack/react-query';
import type { Gstr1CsvSection } from '@halwai/domain';
import { apiFetch } from '../../../lib/api-client';

/** One file of a month's GSTR-1: the offline tool's JSON, or one of its CSV templates. */
export type GstReturnFile = 'json' | Gstr1CsvSection;

/** `gstin`: an outlet's own GSTIN, named in the file; absent: the shop's, as before there were outlets. */
export const gstReturnFileName = (month: string, file: GstReturnFile, gstin?: string) => {
  const stem = gstin ? `gstr1-${gstin}-${month}` : `gstr1-${month}`;
  return file === 'json' ? `${stem}.json` : `${stem}-${file}.csv`;
};

const address = (month: string, file: GstReturnFile, gstin?: string) =>
  (file === 'json' ? `/api/admin/reports/gstr1?month=${month}` : `/api/admin/reports/gstr1.csv?month=${month}&section=${file}`) +
  (gstin ? `&gstin=${encodeURIComponent(gstin)}` : '');

/** Fetches the file with the staff token (a plain link would carry none) and saves it. */
export async function downloadGstReturn({ month, file, gstin }: { month: string; file: GstReturnFile; gstin?: string }): Promise<void> {
  const blob = await apiFetch(address(month, file, gstin), {
    as: 'blob',
    headers: { Accept: file === 'json' ? 'application/json' : 'text/csv' },
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = gstReturnFileName(month, file, gstin);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadGstReturn() {
  return useMutation({ mutationFn: downloadGstReturn });
}
