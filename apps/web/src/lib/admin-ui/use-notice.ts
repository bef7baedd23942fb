import { useCallback, useState } from 'react';
import type { AlertColor } from '@mui/material/Alert';

export interface Notice {
  /** Changes with every notice, so the same sentence twice still shows again. */
  key: number;
  message: string;
  severity: AlertColor;
}

/** One snackbar message at a time for a page: `notify('Saved')`, `notify('Failed', 'error')`. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((message: string, severity: AlertColor = 'success') => {
    setNotice({ key: Date.now() + Math.random(), message, severity });
  }, []);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, notify, dismiss };
}
