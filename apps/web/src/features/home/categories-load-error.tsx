import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Shown in place of the categories when the catalogue could not be loaded. */
export function CategoriesLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('home');
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('categories.tryAgain')}
        </Button>
      }
    >
      {t('categories.loadError')}
    </Alert>
  );
}
