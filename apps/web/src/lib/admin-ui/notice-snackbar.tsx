import { SNACKBAR_MS } from '@halwai/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import type { Notice } from './use-notice';

interface NoticeSnackbarProps {
  notice: Notice | null;
  onClose: () => void;
}

/** The page's snackbar: it lasts SNACKBAR_MS (3 s) and has a Close button. */
export function NoticeSnackbar({ notice, onClose }: NoticeSnackbarProps) {
  const { t } = useTranslation('admin');
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not swallow the message before it is read.
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={notice?.key}
      open={notice !== null}
      autoHideDuration={SNACKBAR_MS}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice?.severity ?? 'success'}
        variant="filled"
        sx={{ alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" onClick={onClose}>
            {t('notice.close')}
          </Button>
        }
      >
        {notice?.message}
      </Alert>
    </Snackbar>
  );
}
