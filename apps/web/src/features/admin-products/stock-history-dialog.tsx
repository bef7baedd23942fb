import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { inLanguage, type ItemType, type StockHistoryEntry } from '@halwai/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TableHeadRow } from '../../lib/admin-ui/table-head-row';
import { useStockWords } from '../../lib/admin-ui/stock-words';
import { formatDateTime, formatOrderId } from '../../lib/format';
import { useStockHistory } from './api/get-stock-history';
import { useShopOutlets } from '../../lib/outlets/use-outlets';
import { useLanguage } from '../../i18n/use-language';

/** The reasons the server and the product list write, by their stored English; any other is shown as typed. */
const KNOWN_REASONS = {
  Ordered: 'history.reasons.ordered',
  'Order cancelled': 'history.reasons.orderCancelled',
  'Sold at the counter': 'history.reasons.soldAtCounter',
  'Sold at the counter, below zero': 'history.reasons.soldBelowZero',
  'Refunded at the counter': 'history.reasons.refundedAtCounter',
  'Stock set': 'history.reasons.stockSet',
  'Set from the product list': 'history.reasons.fromList',
} as const;

const reasonText = (reason: string, t: TFunction<'admin-products'>) =>
  Object.hasOwn(KNOWN_REASONS, reason) ? t(KNOWN_REASONS[reason as keyof typeof KNOWN_REASONS]) : reason;

/**
 * Who, in the page's language: an order or its cancel (stored in English as "Order #0001" and
 * "Cancelled order #0001") by its number; a staff member by email, as stored.
 */
function whoText(entry: Pick<StockHistoryEntry, 'by' | 'orderId'>, t: TFunction<'admin-products'>): string {
  if (entry.orderId === null) return entry.by;
  const id = formatOrderId(entry.orderId);
  if (entry.by.startsWith('Order #')) return t('history.byOrder', { id });
  if (entry.by.startsWith('Cancelled order #')) return t('history.byCancelledOrder', { id });
  return entry.by;
}

/** Who changed a product's stock, when, from what to what and why: staff, orders and cancellations. */
export function StockHistoryDialog({
  product,
  onClose,
}: {
  product: { id: number; name: string; itemType?: ItemType | undefined } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-products');
  const words = useStockWords();
  const history = useStockHistory(product?.id ?? null);
  // Each entry's outlet is named only in a shop with several open ones.
  const shop = useShopOutlets();
  const language = useLanguage();
  const outletName = (id: number) => {
    const outlet = shop.outlets.find((o) => o.id === id);
    return outlet ? inLanguage(language, outlet.name, outlet.nameHi ?? undefined) : String(id);
  };
  const columns = [t('history.columns.when'), t('history.columns.who'), t('history.columns.change'), t('history.columns.why')];
  const shown = (stock: number | null) => (stock === null ? t('history.notCounted') : words.amount(stock, product?.itemType));
  return (
    <Dialog open={product !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="stock-history-title">
      <DialogTitle id="stock-history-title">{t('history.title', { name: product?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {history.data?.length === 0 && <Typography color="text.secondary">{t('history.empty')}</Typography>}
        {history.error && <Typography color="error">{history.error.message}</Typography>}
        {history.data && history.data.length > 0 && (
          <Table size="small" aria-label={t('history.tableLabel', { name: product?.name ?? '' })}>
            <TableHeadRow columns={shop.several ? [...columns.slice(0, 2), t('history.columns.outlet'), ...columns.slice(2)] : columns} />
            <TableBody>
              {history.data.map((entry, index) => (
                <TableRow key={index}>
                  <TableCell>{formatDateTime(entry.at)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{whoText(entry, t)}</TableCell>
                  {shop.several && <TableCell>{outletName(entry.outletId)}</TableCell>}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {shown(entry.before)} → {shown(entry.after)}
                  </TableCell>
                  <TableCell>{reasonText(entry.reason, t)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
