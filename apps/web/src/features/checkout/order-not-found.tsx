import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { say } from '@halwai/domain';
import { translateCoded } from '../../i18n/translate-message';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';

/** What the order page and the invoice page show for an order that is not there, or not theirs to see. */
export function OrderNotFound({ id, error, onRetry }: { id: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['checkout', 'messages']);
  // Only an answer from the shop means the order is not there; a lost connection may be tried again.
  const canRetry = !(error instanceof ApiError && error.status < 500);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h1" gutterBottom>
        {t('notFound.heading')}
      </Typography>
      <Typography component="p" variant="h4" sx={{ color: 'secondary.main', mb: 1 }}>
        {t('notFound.code')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {translateCoded(say('common.orderNotFound', id))}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {canRetry && (
          <Button variant="outlined" onClick={onRetry}>
            {t('notFound.retry')}
          </Button>
        )}
        <Button component={RouterLink} to={paths.myOrders} variant="outlined" color="secondary">
          {t('notFound.myOrders')}
        </Button>
        <Button component={RouterLink} to={paths.sweets()} variant="contained">
          {t('notFound.browse')}
        </Button>
      </Stack>
    </Container>
  );
}
