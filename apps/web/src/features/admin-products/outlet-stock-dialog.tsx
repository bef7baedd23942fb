import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { inLanguage, type Outlet, type ProductSummary } from '@halwai/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../lib/api-client';
import { useStockWords } from '../../lib/admin-ui/stock-words';
import { useLanguage } from '../../i18n/use-language';
import { useMyOutlets } from '../../lib/outlets/staff-outlets';
import { staffProductQueryOptions } from './api/get-staff-product';
import { useSetStock } from './api/set-stock';
import { MoveStockDialog } from './move-stock-dialog';

type Notice = (message: string, severity?: 'error') => void;

/** One outlet's stock of the product, set in place. */
function OutletStockRow({
  product,
  outlet,
  outletName,
  stock,
  onNotice,
}: {
  product: ProductSummary;
  outlet: Outlet;
  outletName: string;
  /** Its stock there; null: the product is not counted. */
  stock: number | null;
  onNotice: Notice;
}) {
  const { t } = useTranslation('admin-products');
  const words = useStockWords();
  const unit = words.unit(product.itemType);
  const [typed, setTyped] = useState<string | null>(null);
  const save = useSetStock();
  const current = stock === null ? '' : String(stock);
  const text = typed ?? current;
  // An empty field would stop counting at every outlet, so here only a number is set.
  const changed = typed !== null && typed.trim() !== '' && typed !== current;
  const submit = () =>
    changed &&
    save.mutate(
      { id: product.id, stock: Number(text), outletId: outlet.id, reason: 'Set from the product list' },
      {
        onSuccess: () => {
          setTyped(null);
          onNotice(t('outlets.savedAt', { name: product.name, outlet: outletName, stock: words.amount(Number(text), product.itemType) }));
        },
        onError: (error) =>
          onNotice(error instanceof ApiError ? (error.fieldErrors.stock?.[0] ?? error.message) : error.message, 'error'),
      },
    );
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      component="form"
      onSubmit={(e) => (e.preventDefault(), submit())}
      // On a phone the outlet's name takes its own line above the field.
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography sx={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'break-word' }}>{outletName}</Typography>
      <TextField
        size="small"
        value={text}
        placeholder={t('stock.notCounted')}
        error={stock !== null && stock < 0 && typed === null}
        onChange={(event) => setTyped(event.target.value.replace(/[^\d.]/g, ''))}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'aria-label': t('outlets.stockAt', { name: product.name, outlet: outletName }) },
          input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
        }}
        sx={{ width: 140 }}
      />
      <Button type="submit" size="small" variant="outlined" disabled={!changed || save.isPending}>
        {t('stock.set')}
      </Button>
    </Stack>
  );
}

/**
 * A product's stock at each open outlet the account works at, each set on its own, with the total
 * over every outlet; and, once the product is counted, stock moved from one of them to any outlet.
 */
export function OutletStockDialog({
  product,
  outlets,
  onClose,
  onNotice,
}: {
  product: ProductSummary | null;
  /** The shop's outlets; only open ones are shown. */
  outlets: Outlet[];
  onClose: () => void;
  onNotice: Notice;
}) {
  const { t } = useTranslation('admin-products');
  const language = useLanguage();
  const words = useStockWords();
  const staff = useQuery({ ...staffProductQueryOptions(product?.id ?? 0), enabled: product !== null });
  const [moving, setMoving] = useState(false);
  const my = useMyOutlets();
  const open = outlets.filter((o) => o.active);
  const mine = open.filter((o) => my.isMine(o.id));
  const outletName = (o: Outlet) => inLanguage(language, o.name, o.nameHi ?? undefined);
  const total = staff.data ? (staff.data.stock ?? null) : (product?.stock ?? null);
  const counted = total !== null;
  const stockAt = (id: number) => (counted ? (staff.data?.stockByOutlet?.find((s) => s.outletId === id)?.stock ?? 0) : null);
  return (
    <Dialog open={product !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="outlet-stock-title">
      <DialogTitle id="outlet-stock-title">{t('outlets.title', { name: product?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {staff.error && <Typography color="error">{staff.error.message}</Typography>}
        {product && staff.data && my.ready && (
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            {mine.map((outlet) => (
              <OutletStockRow
                // Kept mounted across the re-read after a save, so the save's notice still shows.
                key={outlet.id}
                product={product}
                outlet={outlet}
                outletName={outletName(outlet)}
                stock={stockAt(outlet.id)}
                onNotice={onNotice}
              />
            ))}
            <Typography sx={{ fontWeight: 600 }}>
              {t('outlets.total', { stock: total === null ? t('stock.notCounted') : words.amount(total, product.itemType) })}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {counted && staff.data && mine.length > 0 && (
          <Button onClick={() => setMoving(true)} aria-label={t('move.label', { name: product?.name ?? '' })}>
            {t('move.action')}
          </Button>
        )}
        <Button onClick={onClose}>{t('history.close')}</Button>
      </DialogActions>
      <MoveStockDialog
        product={moving ? product : null}
        outlets={open}
        fromOutlets={mine}
        outletName={outletName}
        onClose={() => setMoving(false)}
        onMoved={(message) => onNotice(message)}
      />
    </Dialog>
  );
}
