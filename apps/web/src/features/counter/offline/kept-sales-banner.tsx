import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatRupees, rupeesToPaise } from '@halwai/domain';
import { useLanguage } from '../../../i18n/use-language';
import { formatDateTime } from '../../../lib/format';
import { receiptPath } from '../receipt-width';
import type { QueuedSale } from './queued-sale';

/**
 * What the counter's sales kept on the device are doing: how many wait to be sent (and why), when the
 * waiting ones went, and any the server refused, for staff to look at. Nothing while all is well.
 */
export function KeptSalesBanner({
  sales,
  online,
  onSendNow,
  onRetry,
}: {
  sales: readonly QueuedSale[];
  online: boolean;
  onSendNow: () => void;
  onRetry: (key: string) => void;
}) {
  const { t } = useTranslation('counter');
  const language = useLanguage();
  const [seenSentAt, setSeenSentAt] = useState(0);
  const waiting = sales.filter((s) => s.state === 'waiting');
  const refused = sales.filter((s) => s.state === 'refused');
  // When the last of the sales that had to wait went: said until staff close it.
  const lastSent = Math.max(0, ...sales.filter((s) => s.state === 'sent' && s.waited).map((s) => s.sentAt ?? 0));
  const time = (ms: number) => formatDateTime(new Date(ms), language);

  return (
    <Box role="region" aria-label={t('queue.label')} sx={{ display: 'grid', gap: 1, '&:empty': { display: 'none' } }}>
      {waiting.length > 0 ? (
        <Alert
          severity="warning"
          role="status"
          data-testid="sales-waiting"
          action={
            online && (
              <Button color="inherit" size="small" onClick={onSendNow}>
                {t('queue.sendNow')}
              </Button>
            )
          }
        >
          <strong>{t('queue.waiting', { count: waiting.length })}</strong>
          <br />
          {online ? t('queue.willSend') : t('queue.offline')}
        </Alert>
      ) : (
        lastSent > seenSentAt && (
          <Alert severity="success" role="status" data-testid="sales-sent" onClose={() => setSeenSentAt(lastSent)}>
            {t('queue.sentAt', { time: time(lastSent) })}
          </Alert>
        )
      )}
      {refused.length > 0 && (
        <Alert severity="error" role="alert" data-testid="sales-refused">
          <strong>{t('queue.refused', { count: refused.length })}</strong>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {refused.map((sale) => (
              <li key={sale.key}>
                {t('queue.refusedLine', {
                  time: time(sale.madeAt),
                  total: formatRupees(rupeesToPaise(sale.bill.orderTotal)),
                  reason: sale.refusal?.message ?? '',
                })}{' '}
                <Button size="small" color="inherit" onClick={() => onRetry(sale.key)}>
                  {t('queue.tryAgain')}
                </Button>
                <Button size="small" color="inherit" component={RouterLink} to={receiptPath(sale.key)}>
                  {t('queue.receipt')}
                </Button>
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
