import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { rupeesToPaise } from '@halwai/domain';
import { ApiError } from '../../lib/api-client';
import { formatRupees } from '../../lib/format';

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
  const [typed, setTyped] = useState(applied ?? '');
  const refusal = error instanceof ApiError ? (error.fieldErrors.offerCode?.[0] ?? error.message) : error ? 'The code could not be checked. Try again.' : null;

  return (
    <Stack spacing={1} component="form" aria-label="Apply an offer code" onSubmit={(event) => (event.preventDefault(), onApply(typed.trim() || null))}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Offer code"
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
            Remove
          </Button>
        ) : (
          <Button type="submit" variant="outlined" disabled={typed.trim() === ''}>
            Apply
          </Button>
        )}
      </Stack>
      {applied && !checking && saving !== undefined && (
        <Alert severity="success" role="status">
          {applied} applied: you save {formatRupees(rupeesToPaise(saving))}
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
