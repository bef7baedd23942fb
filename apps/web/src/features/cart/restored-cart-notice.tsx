import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import type { RestoreOutcome } from './restore-cart';

/** Says what the reminder's link did: the cart is back (and what is no longer sold), or the saved cart is gone. */
export function RestoredCartNotice({ outcome, onClose }: { outcome: RestoreOutcome | null; onClose: () => void }) {
  const { t } = useTranslation('cart');
  if (!outcome) return null;
  if ('gone' in outcome)
    return (
      <Alert severity="warning" onClose={onClose} sx={{ mb: 3 }}>
        {outcome.gone ?? t('reminder.restoreFailed')}
      </Alert>
    );
  return (
    <Alert severity="success" onClose={onClose} sx={{ mb: 3 }} role="status">
      {t('reminder.restored')}
      {outcome.leftOut.length > 0 && ` ${t('reminder.leftOut', { names: outcome.leftOut.join(', ') })}`}
    </Alert>
  );
}
