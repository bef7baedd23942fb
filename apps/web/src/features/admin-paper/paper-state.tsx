import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';

/** What a printable page shows before its paper: loading, or why it did not load. */
export function PaperState({ what, error, onRetry }: { what: string; error: Error | null; onRetry: () => unknown }) {
  if (error)
    return (
      <LoadErrorAlert
        what={`${what} could not be loaded`}
        error={error}
        onRetry={onRetry}
        sx={{ maxWidth: '210mm', mx: 'auto' }}
      />
    );
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">Loading {what.toLowerCase()}…</Typography>
    </Box>
  );
}
