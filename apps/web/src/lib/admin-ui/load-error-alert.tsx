import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './error-message';

interface LoadErrorAlertProps {
  /** What failed, e.g. "The products could not be loaded"; the server's reason follows it. */
  what: ReactNode;
  error: Error;
  onRetry: () => unknown;
  sx?: SxProps<Theme>;
}

/** A back-office list that did not load: the reason and a Try again button that refetches it. */
export function LoadErrorAlert({ what, error, onRetry, sx }: LoadErrorAlertProps) {
  const { t } = useTranslation('admin');
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {t('loadError.tryAgain')}
        </Button>
      }
    >
      {what}: {errorMessage(error, t('loadError.fallback'))}
    </Alert>
  );
}
