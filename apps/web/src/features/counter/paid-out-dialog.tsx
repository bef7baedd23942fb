import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { paiseToRupees } from '@halwai/domain';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { ApiError } from '../../lib/api-client';
import { usePayOut } from './api/pay-out';
import { typedPaise } from './payment-entry';

/** Cash taken out of the drawer for the shop (milk, a courier), with the reason: the drawer expects that much less. */
export function PaidOutDialog({ shiftId, onClose }: { shiftId: number; onClose: () => void }) {
  const { t } = useTranslation('counter-shifts');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const payOut = usePayOut();
  const fields = payOut.error instanceof ApiError ? payOut.error.fieldErrors : {};

  return (
    <Dialog open onClose={onClose} aria-labelledby="paid-out-title" maxWidth="xs" fullWidth>
      <DialogTitle id="paid-out-title">{t('paidOut.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('paidOut.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={Boolean(fields.amount)}
            helperText={fields.amount?.[0]}
            autoFocus
          />
          <TextField
            label={t('paidOut.reason')}
            placeholder={t('paidOut.reasonExample')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(fields.reason)}
            helperText={fields.reason?.[0]}
          />
        </Stack>
        {payOut.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(payOut.error, t('paidOut.failed'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={typedPaise(amount) <= 0 || !reason.trim()}
          loading={payOut.isPending}
          onClick={() =>
            payOut.mutate(
              { id: shiftId, request: { amount: paiseToRupees(typedPaise(amount)), reason: reason.trim() } },
              { onSuccess: onClose },
            )
          }
        >
          {t('paidOut.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
