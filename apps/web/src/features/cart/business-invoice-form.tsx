import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { BusinessBuyerState } from './use-business-buyer';

/** The optional business details for a GST invoice naming the buyer (and IGST when it is in another state). */
export function BusinessInvoiceForm({ state }: { state: BusinessBuyerState }) {
  const { t } = useTranslation('cart');
  const [touched, setTouched] = useState({ gstin: false, name: false });
  // A GSTIN is judged once it is complete or left; a name once left.
  const gstinMessage = touched.gstin || state.gstin.replace(/\s+/g, '').length >= 15 ? state.gstinError : null;
  const nameMessage = touched.name ? state.nameError : null;

  return (
    <Stack spacing={2} component="section" aria-label={t('business.label')}>
      <FormControlLabel
        control={<Checkbox checked={state.wanted} onChange={(event) => state.setWanted(event.target.checked)} />}
        label={t('business.wanted')}
      />
      {state.wanted && (
        <>
          <TextField
            label={t('business.gstin')}
            required
            value={state.gstin}
            onChange={(event) => state.setGstin(event.target.value.toUpperCase())}
            onBlur={() => setTouched((t) => ({ ...t, gstin: true }))}
            error={gstinMessage !== null}
            helperText={gstinMessage ?? state.state ?? t('business.gstinHelp')}
            slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
          />
          <TextField
            label={t('business.name')}
            required
            autoComplete="organization"
            value={state.name}
            onChange={(event) => state.setName(event.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, name: true }))}
            error={nameMessage !== null}
            helperText={nameMessage ?? t('business.nameHelp')}
          />
        </>
      )}
    </Stack>
  );
}
