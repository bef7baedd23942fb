import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { inLanguage, type LowStockItem } from '@halwai/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../i18n/use-language';
import { useStockWords } from '../../lib/admin-ui/stock-words';
import { useShopOutlets } from '../../lib/outlets/use-outlets';
import { paths } from '../../lib/paths';
import { useLowStock } from './api/get-low-stock';

const rowKey = (item: LowStockItem) => `${item.id}-${item.outletId}`;

/** " at Lajpat Nagar" after an item's name when the shop has several open outlets; nothing with one. */
function AtOutlet({ item }: { item: LowStockItem }) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  if (!useShopOutlets().several) return null;
  return <> {t('lowStock.atOutlet', { outlet: inLanguage(language, item.outletName, item.outletNameHi) })}</>;
}

/**
 * Items whose stock went below zero: the counter sold what the count said was not there (the goods
 * were handed over), so the count is wrong. Each links to its product, to count it again.
 */
function BelowZero({ items }: { items: readonly LowStockItem[] }) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  const words = useStockWords();
  return (
    <Paper component="section" aria-label={t('belowZero.heading')} sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('belowZero.heading')}
      </Typography>
      <Alert severity="error">
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {t('belowZero.why')}
        </Typography>
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {items.map((item) => (
            <li key={rowKey(item)}>
              <Link component={RouterLink} to={paths.productEdit(item.id)}>
                {inLanguage(language, item.name, item.nameHi)}
              </Link>
              <AtOutlet item={item} />: {t('belowZero.stock', { stock: words.amount(item.stock, item.itemType) })}
            </li>
          ))}
        </ul>
      </Alert>
    </Paper>
  );
}

/**
 * What is running low, so the kitchen makes the next batch in time, and what went below zero; with
 * several open outlets, each row names the outlet it is low at. Nothing shows while all is well.
 */
export function LowStock() {
  const answer = useLowStock();
  const belowZero = (answer.data ?? []).filter((item) => item.stock < 0);
  const low = (answer.data ?? []).filter((item) => item.stock >= 0);
  return (
    <>
      {belowZero.length > 0 && <BelowZero items={belowZero} />}
      {low.length > 0 && <LowStockList items={low} />}
    </>
  );
}

function LowStockList({ items }: { items: readonly LowStockItem[] }) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  const words = useStockWords();
  return (
    <Paper component="section" aria-label={t('lowStock.heading')} sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('lowStock.heading')}
      </Typography>
      <Alert severity="warning" icon={false}>
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {items.map((item) => (
            <li key={rowKey(item)}>
              <Link component={RouterLink} to={paths.productTable}>
                {inLanguage(language, item.name, item.nameHi)}
              </Link>
              <AtOutlet item={item} />:{' '}
              {item.packsLeft === 0
                ? t('lowStock.soldOut')
                : t('lowStock.packsLeft', { packs: item.packsLeft, label: item.label })}{' '}
              {t('lowStock.stock', { stock: words.amount(item.stock, item.itemType) })}
            </li>
          ))}
        </ul>
      </Alert>
    </Paper>
  );
}
