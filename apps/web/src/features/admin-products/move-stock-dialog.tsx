import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemType, Outlet } from '@halwai/domain';
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
import { useTransferStock } from './api/transfer-stock';

/** The server's words for each of the dialog's fields (the one line it sends is `lines.0`). */
function fieldErrorsOf(error: Error | null) {
  if (!error) return { from: undefined, to: undefined, quantity: undefined, other: undefined };
  if (!(error instanceof ApiError)) return { from: undefined, to: undefined, quantity: undefined, other: error.message };
  const first = (field: string) => error.fieldErrors[field]?.[0];
  const from = first('from');
  const to = first('to');
  const quantity = first('lines.0.quantity') ?? first('lines.0.productId') ?? first('lines');
  return { from, to, quantity, other: from || to || quantity ? undefined : error.message };
}

/**
 * Moves some of one product's stock from one outlet to another (`POST /api/admin/transfers`); the
 * server's refusal is shown at its field, in the page's language. Stock leaves only the account's own
 * outlets (`fromOutlets`) and may go to any.
 */
export function MoveStockDialog({
  product,
  outlets,
  fromOutlets = outlets,
  outletName,
  onClose,
  onMoved,
}: {
  product: { id: number; name: string; itemType?: ItemType | undefined } | null;
  /** The open outlets to move to. */
  outlets: Outlet[];
  /** The open outlets stock may leave: the account's own (all of them for an account not limited). */
  fromOutlets?: Outlet[];
  outletName: (outlet: Outlet) => string;
  onClose: () => void;
  onMoved: (message: string) => void;
}) {
  const { t } = useTranslation('admin-products');
  const words = useStockWords();
  const unit = words.unit(product?.itemType);
  const [chosenFrom, setFrom] = useState<number | null>(null);
  const [chosenTo, setTo] = useState<number | null>(null);
  // Until chosen: the first outlet it may leave, to the first other one.
  const from = fromOutlets.some((o) => o.id === chosenFrom) ? chosenFrom! : (fromOutlets[0]?.id ?? 1);
  const to = chosenTo ?? outlets.find((o) => o.id !== from)?.id ?? 2;
  const [quantity, setQuantity] = useState('');
  const move = useTransferStock();
  const errors = fieldErrorsOf(move.error);
  const close = () => {
    move.reset();
    setQuantity('');
    onClose();
  };
  const submit = () => {
    if (!product) return;
    move.mutate(
      { from, to, lines: [{ productId: product.id, quantity: Number(quantity) }] },
      {
        onSuccess: () => {
          const name = (id: number) => outletName(outlets.find((o) => o.id === id)!);
          onMoved(t('move.moved', { amount: words.amount(Number(quantity), product.itemType), name: product.name, from: name(from), to: name(to) }));
          close();
        },
      },
    );
  };
  const optionsOf = (list: Outlet[]) =>
    list.map((o) => (
      <option key={o.id} value={o.id}>
        {outletName(o)}
      </option>
    ));
  return (
    <Dialog open={product !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="move-stock-title">
      <form onSubmit={(e) => (e.preventDefault(), submit())} noValidate>
        <DialogTitle id="move-stock-title">{t('move.title', { name: product?.name ?? '' })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('move.from')}
              value={from}
              onChange={(e) => setFrom(Number(e.target.value))}
              error={errors.from !== undefined}
              helperText={errors.from}
              slotProps={{ select: { native: true } }}
            >
              {optionsOf(fromOutlets)}
            </TextField>
            <TextField
              select
              label={t('move.to')}
              value={to}
              onChange={(e) => setTo(Number(e.target.value))}
              error={errors.to !== undefined}
              helperText={errors.to}
              slotProps={{ select: { native: true } }}
            >
              {optionsOf(outlets)}
            </TextField>
            <TextField
              label={t('move.quantity')}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value.replace(/[^\d.]/g, ''))}
              error={errors.quantity !== undefined}
              helperText={errors.quantity}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
              }}
            />
            {errors.other && <Typography color="error">{errors.other}</Typography>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('move.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={move.isPending || quantity.trim() === ''}>
            {t('move.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
