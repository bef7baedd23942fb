import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';

/** What a printable page shows before its paper: loading, or why it did not load. */
export function PaperState({
  what,
  error,
  onRetry,
}: {
  what: 'order' | 'productionList' | 'runSheet';
  error: Error | null;
  onRetry: () => unknown;
}) {
  const { t } = useTranslation('admin-paper');
  if (error)
    return (
      <LoadErrorAlert what={t(`state.${what}.failed`)} error={error} onRetry={onRetry} sx={{ maxWidth: '210mm', mx: 'auto' }} />
    );
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{t(`state.${what}.loading`)}</Typography>
    </Box>
  );
}
