import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { inLanguage, isValidMobile, type Product } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { ApiError } from '../../lib/api-client';
import { useChosenOutletId } from '../../lib/outlet-choice';
import { useAskBackInStock } from './api/ask-back-in-stock';

export interface NotifyMeDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its words do not vanish mid-animation. */
  product: Product | null;
  /** Changes on every opening, so each one starts with an empty form. */
  opening: number;
  onClose: () => void;
}

/**
 * "Notify me" on a sold-out item: a mobile, the consent in words, and one message when it is back. Its
 * words are checkout's (asking for a mobile), which load after the first screen, not with the catalogue.
 */
export function NotifyMeDialog({ open, product, opening, onClose }: NotifyMeDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {product && <NotifyMeForm key={opening} product={product} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function NotifyMeForm({ product, titleId, onClose }: { product: Product; titleId: string; onClose: () => void }) {
  const { t } = useTranslation('checkout', { keyPrefix: 'notifyMe' });
  const language = useLanguage();
  const name = inLanguage(language, product.name, product.nameHi);
  const ask = useAskBackInStock(product.id);
  // The outlet whose catalogue showed it sold out: that outlet's stock is what the customer waits for.
  const outletId = useChosenOutletId();
  const [mobile, setMobile] = useState('');
  const [checked, setChecked] = useState(false);
  const invalid = checked && !isValidMobile(mobile);
  const failure = ask.error
    ? ask.error instanceof ApiError
      ? (ask.error.fieldErrors.mobile?.[0] ?? ask.error.message)
      : t('failed')
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!isValidMobile(mobile)) return;
    ask.mutate({ mobile, language, ...(outletId !== null && { outletId }) });
  };

  if (ask.isSuccess) {
    return (
      <>
        <DialogTitle id={titleId}>{t('doneTitle')}</DialogTitle>
        <DialogContent>
          <Typography role="status">{t('done', { name })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} variant="contained">
            {t('close')}
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{t('title', { name })}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('mobile')}
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          autoFocus
          fullWidth
          margin="dense"
          error={invalid || failure !== null}
          helperText={invalid ? t('mobileInvalid') : failure}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('consent')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" disabled={ask.isPending}>
          {t('submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
