import type { OrderHistoryEntry } from '@halwai/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';

/** Every step the order reached, oldest first: when, by whom, why it was cancelled, and which were Undos. */
export function OrderHistory({ history }: { history: readonly OrderHistoryEntry[] }) {
  const { t } = useTranslation(['admin-orders', 'common']);
  return (
    <Box component="section" aria-labelledby="order-history-title" sx={{ mt: 2 }}>
      <Typography id="order-history-title" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('history.title')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }} aria-label={t('history.label')}>
        {history.map((entry, index) => (
          <Typography component="li" variant="body2" key={index} sx={{ py: 0.25 }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {entry.undo
                ? t('history.backTo', { step: t(`orderSteps.${entry.status}`, { ns: 'common' }) })
                : index === 0
                  ? t('history.placed')
                  : t(`orderSteps.${entry.status}`, { ns: 'common' })}
            </Box>{' '}
            · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {entry.by && ` · ${entry.by}`}
            {entry.reason && (
              <Box component="span" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {t('history.reason', { reason: entry.reason })}
              </Box>
            )}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
