import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../../lib/admin-ui/form-text-field';
import type { ProductFormApi } from './use-product-form';

/** The price list customers choose from (label + price per row); at least one row, every price above 0. */
export function PriceEntriesField({ form }: { form: ProductFormApi }) {
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'prices' });
  const listError = formState.errors.prices?.root?.message ?? formState.errors.prices?.message;

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        What customers can choose, e.g. 250 g, 500 g and 1 kg, each with its own price.
      </Typography>
      {fields.map((entry, index) => (
        <Stack key={entry.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`prices.${index}.label`}
            label="Label"
            placeholder="500 g"
            slotProps={{ htmlInput: { 'aria-label': `Price entry ${index + 1} label` } }}
          />
          <FormTextField
            control={control}
            name={`prices.${index}.price`}
            label="Price"
            slotProps={{
              htmlInput: { 'aria-label': `Price entry ${index + 1} price`, inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            }}
          />
          <IconButton aria-label={`Remove price entry ${index + 1}`} onClick={() => remove(index)} sx={{ mt: 1 }}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      {listError && (
        <Alert severity="error" role="alert">
          {listError}
        </Alert>
      )}
      <div>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => append({ label: '', price: '' })}>
          Add price entry
        </Button>
      </div>
    </Stack>
  );
}
