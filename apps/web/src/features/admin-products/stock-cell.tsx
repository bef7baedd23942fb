import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ProductSummary } from '@halwai/domain';
import { ApiError } from '../../lib/api-client';
import { useStockWords } from '../../lib/admin-ui/stock-words';
import { useSetStock } from './api/set-stock';
import { StockHistoryDialog } from './stock-history-dialog';
import { useShopOutlets } from '../../lib/outlets/use-outlets';
import { OutletStockDialog } from './outlet-stock-dialog';

/**
 * The product's stock in its own unit, set in place; empty means not counted. A shop with several
 * open outlets sees the total here and sets (and moves) each outlet's stock in a dialog.
 */
export function StockCell({
  product,
  onNotice,
}: {
  product: ProductSummary;
  onNotice: (message: string, severity?: 'error') => void;
}) {
  const { t } = useTranslation('admin-products');
  const words = useStockWords();
  const unit = words.unit(product.itemType);
  const stock = product.stock ?? null;
  const [typed, setTyped] = useState<string | null>(null);
  const save = useSetStock();
  const [showHistory, setShowHistory] = useState(false);
  const shop = useShopOutlets();
  const [showOutlets, setShowOutlets] = useState(false);
  const text = typed ?? (stock === null ? '' : String(stock));
  const changed = typed !== null && typed !== (stock === null ? '' : String(stock));
  const submit = () =>
    save.mutate(
      // The reason is stored as written, in English; the history shows it in the reader's language.
      { id: product.id, stock: text.trim() === '' ? null : Number(text), reason: 'Set from the product list' },
      {
        onSuccess: (answer) => {
          setTyped(null);
          onNotice(
            answer.stock === null
              ? t('stock.savedNotCounted', { name: product.name })
              : t('stock.savedTo', { name: product.name, stock: words.amount(answer.stock, product.itemType) }),
          );
        },
        onError: (error) =>
          onNotice(error instanceof ApiError ? (error.fieldErrors.stock?.[0] ?? error.message) : error.message, 'error'),
      },
    );
  if (shop.several)
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
        <Button
          size="small"
          variant="outlined"
          color={stock !== null && stock < 0 ? 'error' : 'primary'}
          onClick={() => setShowOutlets(true)}
          aria-label={t('outlets.open', { name: product.name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {stock === null ? t('stock.notCounted') : words.amount(stock, product.itemType)}
        </Button>
        <Button size="small" onClick={() => setShowHistory(true)} aria-label={t('stock.historyLabel', { name: product.name })}>
          {t('stock.history')}
        </Button>
        <OutletStockDialog
          product={showOutlets ? product : null}
          outlets={shop.outlets}
          onClose={() => setShowOutlets(false)}
          onNotice={onNotice}
        />
        <StockHistoryDialog product={showHistory ? product : null} onClose={() => setShowHistory(false)} />
      </Stack>
    );
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'flex-end' }}
      component="form"
      onSubmit={(e) => (e.preventDefault(), submit())}
    >
      <TextField
        size="small"
        value={text}
        placeholder={t('stock.notCounted')}
        // Sold past the count at the counter: marked so staff count it again.
        error={stock !== null && stock < 0 && typed === null}
        helperText={stock !== null && stock < 0 && typed === null ? t('stock.belowZero') : undefined}
        onChange={(event) => setTyped(event.target.value.replace(/[^\d.]/g, ''))}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'aria-label': t('stock.label', { name: product.name }) },
          input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
        }}
        sx={{ width: 150 }}
      />
      {changed ? (
        <Button type="submit" size="small" variant="outlined" disabled={save.isPending}>
          {t('stock.set')}
        </Button>
      ) : (
        <Button size="small" onClick={() => setShowHistory(true)} aria-label={t('stock.historyLabel', { name: product.name })}>
          {t('stock.history')}
        </Button>
      )}
      <StockHistoryDialog product={showHistory ? product : null} onClose={() => setShowHistory(false)} />
    </Stack>
  );
}
