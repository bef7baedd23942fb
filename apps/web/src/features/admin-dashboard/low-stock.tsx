import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { inLanguage } from '@halwai/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../i18n/use-language';
import { useStockWords } from '../../lib/admin-ui/stock-words';
import { paths } from '../../lib/paths';
import { useLowStock } from './api/get-low-stock';

/** What is running low, so the kitchen makes the next batch in time. Nothing shows while all is well. */
export function LowStock() {
  const { t } = useTranslation('admin-dashboard');
  const low = useLowStock();
  const language = useLanguage();
  const words = useStockWords();
  if (!low.data?.length) return null;
  return (
    <Paper component="section" aria-label={t('lowStock.heading')} sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('lowStock.heading')}
      </Typography>
      <Alert severity="warning" icon={false}>
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {low.data.map((item) => (
            <li key={item.id}>
              <Link component={RouterLink} to={paths.productTable}>
                {inLanguage(language, item.name, item.nameHi)}
              </Link>
              : {item.packsLeft === 0 ? t('lowStock.soldOut') : t('lowStock.packsLeft', { packs: item.packsLeft, label: item.label })}{' '}
              {t('lowStock.stock', { stock: words.amount(item.stock, item.itemType) })}
            </li>
          ))}
        </ul>
      </Alert>
    </Paper>
  );
}
