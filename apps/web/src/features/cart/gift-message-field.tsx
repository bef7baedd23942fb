import TextField from '@mui/material/TextField';
import { MAX_GIFT_MESSAGE } from '@halwai/domain';

/** An optional note printed on the packing slip with the order. */
export function GiftMessageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Gift message (optional)"
      multiline
      minRows={2}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, MAX_GIFT_MESSAGE))}
      helperText={`${value.length}/${MAX_GIFT_MESSAGE} · We print it on a card with your order`}
      slotProps={{ htmlInput: { maxLength: MAX_GIFT_MESSAGE } }}
    />
  );
}
