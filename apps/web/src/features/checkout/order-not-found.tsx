import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@halwai/domain';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';

/** What the order page and the invoice page show for an order that is not there, or not theirs to see. */
export function OrderNotFound({ id, error, onRetry }: { id: string; error: unknown; onRetry: () => void }) {
  // Only an answer from the shop means the order is not there; a lost connection may be tried again.
  const canRetry = !(error instanceof ApiError && error.status < 500);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h1" gutterBottom>
        Order Not Found!
      </Typography>
      <Typography component="p" variant="h4" sx={{ color: 'secondary.main', mb: 1 }}>
        404 Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {MESSAGES.orderNotFound(id)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {canRetry && (
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Button component={RouterLink} to={paths.myOrders} variant="outlined" color="secondary">
          My orders
        </Button>
        <Button component={RouterLink} to={paths.sweets()} variant="contained">
          Browse sweets
        </Button>
      </Stack>
    </Container>
  );
}
