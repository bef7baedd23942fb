import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Shown in place of the categories when the catalogue could not be loaded. */
export function CategoriesLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      We could not load our categories. Please check your connection.
    </Alert>
  );
}
