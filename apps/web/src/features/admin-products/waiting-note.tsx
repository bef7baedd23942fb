import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';

/** "3 waiting to hear it's back": customers who asked to be told when this sold-out item returns. */
export function WaitingNote({ count }: { count: number | undefined }) {
  const { t } = useTranslation('admin-products');
  if (!count) return null;
  return (
    <Typography variant="caption" component="p" color="info.main" sx={{ fontWeight: 600 }}>
      {t('waiting.count', { count })}
    </Typography>
  );
}
