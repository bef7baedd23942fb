import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/i18n';
import { apiFetch } from '../../../lib/api-client';

export const CUSTOMERS_CSV_FILE = 'customers.csv';

/** Fetches the export (the same search as the screen) with the staff token, which a plain link would not carry, and saves it. */
export async function downloadCustomersCsv(q: string): Promise<void> {
  const params = new URLSearchParams(q.trim() ? { q: q.trim() } : {});
  // A Hindi page asks for Hindi headers.
  if (currentLanguage() !== 'en') params.set('lang', currentLanguage());
  const query = params.size ? `?${params}` : '';
  const blob = await apiFetch(`/api/admin/customers.csv${query}`, { as: 'blob', headers: { Accept: 'text/csv' } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = CUSTOMERS_CSV_FILE;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadCustomersCsv() {
  return useMutation({ mutationFn: downloadCustomersCsv });
}
