import { useCallback, useState } from 'react';
import type { AlertColor } from '@mui/material/Alert';

export interface Notice {
  /** Changes with every notice, so the same sentence twice still shows again. */
  key: number;
  message: string;
  severity: AlertColor;
}

let nextKey = 1;
const toNotice = (message: string, severity: AlertColor): Notice => ({ key: nextKey++, message, severity });

/**
 * One snackbar message at a time for a page: `notify('Saved')`, `notify('Failed', 'error')`.
 * `initial` shows a message at once, e.g. one the previous page passed along.
 */
export function useNotice(initial?: string | null) {
  const [notice, setNotice] = useState<Notice | null>(() => (initial ? toNotice(initial, 'success') : null));
  const notify = useCallback((message: string, severity: AlertColor = 'success') => setNotice(toNotice(message, severity)), []);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, notify, dismiss };
}
