import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { ReactNode } from 'react';
import { useFieldArray, useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translate-message';
import { FormTextField } from './form-text-field';

/** One price entry as a form holds it: text as typed. */
export interface PriceEntryText {
  label: string;
  price: string;
  /** How much of the product's stock one takes; blank: from a by-kilo label, else 1. */
  stockUnits?: string;
  /** What the counter's scanner reads for this pack (the product form); blank: none. */
  barcode?: string;
}

interface WithPriceEntries extends FieldValues {
  prices: PriceEntryText[];
}

/**
 * The price list customers choose from (label + price per row), for the product and draft forms; at
 * least one row, every price above 0. The form's values must hold the rows under `prices`.
 */
export function PriceEntriesField<T extends WithPriceEntries, TOut>({
  control,
  withStockUnits = false,
  stockUnit = '',
  newEntry,
  entryExtra,
}: {
  control: Control<T, unknown, TOut>;
  /** Also ask how much of the stock each takes (the product form; drafts keep no stock). */
  withStockUnits?: boolean;
  /** The product's stock unit in words ("kg"), shown beside each pack's share; '' while unknown. */
  stockUnit?: string;
  /** A new row as the form holds it; by default label and price blank (and the stock share, when asked). */
  newEntry?: () => PriceEntryText;
  /** More fields of row `index`, a form's own (the product form's pack barcode), before its Remove button. */
  entryExtra?: (index: number) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  // The component only reads and writes `prices`, whose shape WithPriceEntries pins down.
  const prices = control as unknown as Control<WithPriceEntries>;
  const { fields, append, remove } = useFieldArray({ control: prices, name: 'prices' });
  const { errors } = useFormState({ control: prices, name: 'prices' });
  const listError = errors.prices?.root?.message ?? errors.prices?.message;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('prices.intro')}
      </Typography>
      {fields.map((entry, index) => (
        // Wraps on a phone: label and price on one line, the stock share and Remove on the next.
        <Stack key={entry.id} direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <FormTextField
            control={prices}
            name={`prices.${index}.label`}
            label={t('prices.label')}
            placeholder={t('prices.labelPlaceholder')}
            helperText={t('prices.labelHint')}
            sx={{ flex: '1 1 120px' }}
            slotProps={{ htmlInput: { 'aria-label': t('prices.entryLabel', { n: index + 1 }) } }}
          />
          <FormTextField
            control={prices}
            name={`prices.${index}.price`}
            label={t('prices.price')}
            helperText={t('prices.priceHint')}
            sx={{ flex: '1 1 110px' }}
            slotProps={{
              htmlInput: { 'aria-label': t('prices.entryPrice', { n: index + 1 }), inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            }}
          />
          {withStockUnits && (
            <FormTextField
              control={prices}
              name={`prices.${index}.stockUnits`}
              label={t('prices.stockPerPack')}
              placeholder={t('prices.stockPlaceholder')}
              helperText={stockUnit ? t('prices.stockHintIn', { unit: stockUnit }) : t('prices.stockHint')}
              sx={{ flex: '1 1 180px' }}
              slotProps={{
                htmlInput: { 'aria-label': t('prices.entryStock', { n: index + 1 }), inputMode: 'decimal' },
                input: stockUnit ? { endAdornment: <InputAdornment position="end">{stockUnit}</InputAdornment> } : {},
              }}
            />
          )}
          {entryExtra?.(index)}
          <IconButton aria-label={t('prices.remove', { n: index + 1 })} onClick={() => remove(index)} sx={{ mt: 1 }}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      {listError && (
        <Alert severity="error" role="alert">
          {translateMessage(listError)}
        </Alert>
      )}
      <div>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => append(newEntry ? newEntry() : withStockUnits ? { label: '', price: '', stockUnits: '' } : { label: '', price: '' })}>
          {t('prices.add')}
        </Button>
      </div>
    </Stack>
  );
}
