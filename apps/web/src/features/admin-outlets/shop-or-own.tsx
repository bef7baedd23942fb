import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface ShopOrOwnProps {
  /** The field's name, as the group's legend ("Opening hours"). */
  label: string;
  /** False: the outlet takes the shop's value (null); true: its own, edited below. */
  own: boolean;
  onChange: (own: boolean) => void;
  /** A server's word on the field, shown whichever is chosen. */
  error?: string;
  children: ReactNode;
}

/** "Same as the shop" or "Its own" for one of an outlet's fields; its own values show only when chosen. */
export function ShopOrOwn({ label, own, onChange, error, children }: ShopOrOwnProps) {
  const { t } = useTranslation('admin-outlets');
  return (
    <FormControl component="fieldset" error={error !== undefined} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <RadioGroup row value={own ? 'own' : 'shop'} onChange={(_event, value) => onChange(value === 'own')}>
        <FormControlLabel value="shop" control={<Radio />} label={t('dialog.sameAsShop')} />
        <FormControlLabel value="own" control={<Radio />} label={t('dialog.ownValues')} />
      </RadioGroup>
      {own && <Stack spacing={1.5} sx={{ pt: 1 }}>{children}</Stack>}
      {error !== undefined && (
        <Typography color="error" variant="body2" role="alert" sx={{ pt: 0.5 }}>
          {error}
        </Typography>
      )}
    </FormControl>
  );
}
