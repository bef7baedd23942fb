import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { MAX_GIFT_MESSAGE } from '@halwai/domain';

/** An optional note printed on the packing slip with the order. */
export function GiftMessageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('cart');
  return (
    <TextField
      label={t('gift.label')}
      multiline
      minRows={2}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, MAX_GIFT_MESSAGE))}
      helperText={t('gift.help', { length: value.length, max: MAX_GIFT_MESSAGE })}
      slotProps={{ htmlInput: { maxLength: MAX_GIFT_MESSAGE } }}
    />
  );
}
