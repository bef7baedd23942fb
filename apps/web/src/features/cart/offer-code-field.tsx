import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { rupeesToPaise } from '@halwai/domain';
import { ApiError } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';
import { translateMessage } from '../../i18n/translate-message';

interface OfferCodeFieldProps {
  applied: string | null;
  onApply: (code: string | null) => void;
  /** The server's answer for the applied code: its saving, or why it does not apply. */
  saving: number | undefined;
  error: unknown;
  checking: boolean;
}

/** The customer types an offer code and sees the saving before ordering; the server alone decides. */
export function OfferCodeField({ applied, onApply, saving, error, checking }: OfferCodeFieldProps) {
  const { t } = useTranslation('cart');
  const [typed, setTyped] = useState(applied ?? '');
  const refusal =
    error instanceof ApiError
      ? translateMessage(error.fieldErrors.offerCode?.[0] ?? error.message)
      : error
        ? t('offer.checkFailed')
        : null;

  return (
    <Stack spacing={1} component="form" aria-label={t('offer.formLabel')} onSubmit={(event) => (event.preventDefault(), onApply(typed.trim() || null))}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('offer.label')}
          size="small"
          value={typed}
          onChange={(event) => setTyped(event.target.value.toUpperCase().slice(0, 30))}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ flexGrow: 1 }}
        />
        {applied ? (
          <Button
            variant="outlined"
            onClick={() => {
              setTyped('');
              onApply(null);
            }}
          >
            {t('offer.remove')}
          </Button>
        ) : (
          <Button type="submit" variant="outlined" disabled={typed.trim() === ''}>
            {t('offer.apply')}
          </Button>
        )}
      </Stack>
      {applied && !checking && saving !== undefined && (
        <Alert severity="success" role="status">
          {t('offer.applied', { code: applied, amount: formatRupees(rupeesToPaise(saving)) })}
        </Alert>
      )}
      {applied && refusal && (
        <Alert severity="warning" role="alert">
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
