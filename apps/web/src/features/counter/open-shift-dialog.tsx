import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MenuItem from '@mui/material/MenuItem';
import { paiseToRupees, type CounterOutlet } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { useCounterOutlets } from '../../lib/outlets/staff-outlets';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { useOpenShift } from './api/open-shift';
import { typedPaise } from './payment-entry';

/** Opens a shift with the cash counted into the drawer to start with (the float). */
export function OpenShiftDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('counter-shifts');
  const [float, setFloat] = useState('');
  const open = useOpenShift();
  const language = useLanguage();
  const { mine, several } = useCounterOutlets();
  const [outletId, setOutletId] = useState<number | null>(null);
  const chosen = outletId ?? mine[0]?.id;
  const nameOf = (o: CounterOutlet) => (language === 'hi' && o.nameHi) || o.name;
  const valid = float.trim() === '0' || typedPaise(float) > 0;

  return (
    <Dialog open onClose={onClose} aria-labelledby="open-shift-title" maxWidth="xs" fullWidth>
      <DialogTitle id="open-shift-title">{t('open.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('open.help')}
        </Typography>
        <TextField
          label={t('open.float')}
          value={float}
          onChange={(event) => setFloat(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          fullWidth
          autoFocus
        />
        {/* Which outlet, when the shop has several and the account works at more than one of them. */}
        {several && mine.length > 1 && (
          <TextField
            select
            label={t('open.outlet')}
            value={chosen === undefined ? '' : String(chosen)}
            onChange={(event) => setOutletId(Number(event.target.value))}
            fullWidth
            sx={{ mt: 2 }}
          >
            {mine.map((o) => (
              <MenuItem key={o.id} value={String(o.id)}>
                {nameOf(o)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {open.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(open.error, t('open.failed'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={!valid}
          loading={open.isPending}
          onClick={() =>
            open.mutate(
              { float: paiseToRupees(typedPaise(float)), ...(several && chosen !== undefined && { outletId: chosen }) },
              { onSuccess: onClose },
            )
          }
        >
          {t('open.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
