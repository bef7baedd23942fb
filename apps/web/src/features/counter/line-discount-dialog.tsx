import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupees, paise, type Paise } from '@halwai/domain';
import { rupeesText, typedPaise } from './payment-entry';

export interface LineDiscountDialogProps {
  /** The line as the bill names it: the item and its pack or weight. */
  name: string;
  quantity: number;
  unitPrice: Paise;
  /** What the line comes to before its discount. */
  amount: Paise;
  discount: Paise;
  onApply: (discount: Paise) => void;
  onClose: () => void;
}

const RUPEES = /^\d{0,7}(\.\d{0,2})?$/;

/**
 * Rupees off one line of the bill: typed, checked against the line's amount, and shown with what the
 * line comes to after it. The server checks it again, with the bill's discount, against a cashier's limit.
 */
export function LineDiscountDialog({ name, quantity, unitPrice, amount, discount, onApply, onClose }: LineDiscountDialogProps) {
  const { t } = useTranslation('counter');
  const [text, setText] = useState(discount > 0 ? rupeesText(discount) : '');
  const typed = typedPaise(text);
  const badText = text.trim() !== '' && !RUPEES.test(text.trim());
  const over = typed > amount;
  const apply = () => {
    if (!badText && !over) onApply(typed);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="line-discount-title" maxWidth="xs" fullWidth>
      <DialogTitle id="line-discount-title">{t('lineDiscount.title', { name })}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('lineDiscount.line', { quantity, price: formatRupees(unitPrice), amount: formatRupees(amount) })}
          </Typography>
          <TextField
            label={t('lineDiscount.amount')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus
            error={badText || over}
            helperText={
              badText
                ? t('lineDiscount.notRupees')
                : over
                  ? t('lineDiscount.over', { amount: formatRupees(amount) })
                  : t('lineDiscount.after', { amount: formatRupees(paise(amount - typed)) })
            }
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {discount > 0 && (
          <Button color="error" onClick={() => onApply(paise(0))} sx={{ mr: 'auto' }}>
            {t('lineDiscount.remove')}
          </Button>
        )}
        <Button onClick={onClose}>{t('lineDiscount.cancel')}</Button>
        <Button variant="contained" onClick={apply} disabled={badText || over}>
          {t('lineDiscount.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
