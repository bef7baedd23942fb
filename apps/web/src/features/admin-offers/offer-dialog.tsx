import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import type { FieldErrors, Offer, OfferInput, OfferType } from '@halwai/domain';
import { DateField } from '../../lib/admin-ui/date-field';
import { ApiError } from '../../lib/api-client';
import { useSaveOffer } from './api/offers';

interface Draft {
  code: string;
  type: OfferType;
  value: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerMobile: string;
  active: boolean;
}

const draftOf = (offer: Offer | null): Draft => ({
  code: offer?.code ?? '',
  type: offer?.type ?? 'percent',
  value: offer ? String(offer.value) : '',
  minOrder: offer?.minOrder == null ? '' : String(offer.minOrder),
  startsAt: offer?.startsAt ?? '',
  endsAt: offer?.endsAt ?? '',
  maxUses: offer?.maxUses == null ? '' : String(offer.maxUses),
  maxUsesPerMobile: offer?.maxUsesPerMobile == null ? '' : String(offer.maxUsesPerMobile),
  active: offer?.active ?? true,
});

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

const toInput = (d: Draft): OfferInput => ({
  code: d.code.trim(),
  type: d.type,
  value: Number(d.value),
  minOrder: numberOrNull(d.minOrder),
  startsAt: d.startsAt || null,
  endsAt: d.endsAt || null,
  maxUses: numberOrNull(d.maxUses),
  maxUsesPerMobile: numberOrNull(d.maxUsesPerMobile),
  active: d.active,
});

/** Adds an offer (`offer` null) or changes one; the server's words go on the fields. */
export function OfferDialog({ open, offer, onClose }: { open: boolean; offer: Offer | null; onClose: () => void }) {
  const { t } = useTranslation('admin-offers');
  const [draft, setDraft] = useState<Draft>(() => draftOf(offer));
  const save = useSaveOffer();
  const errors: FieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));
  // A day from the calendar; a time an offer was given through the API (…T18:00) is kept with it.
  const dateField = (name: 'startsAt' | 'endsAt', label: string, helper: string) => (
    <DateField
      label={label}
      value={draft[name].slice(0, 10)}
      onChange={(date) => setDraft((d) => ({ ...d, [name]: date ? date + d[name].slice(10) : '' }))}
      error={Boolean(errors[name])}
      helperText={errors[name]?.[0] ?? helper}
      fullWidth
    />
  );
  const field = (name: keyof Draft, label: string, helper: string, extra: object = {}) => (
    <TextField
      label={label}
      value={draft[name] as string}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.[0] ?? helper}
      fullWidth
      {...extra}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="offer-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: offer?.id ?? null, offer: toInput(draft) }, { onSuccess: onClose });
        }}
      >
        <DialogTitle id="offer-dialog-title">{offer ? t('change', { code: offer.code }) : t('dialog.newTitle')}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>{field('code', t('dialog.code'), t('dialog.codeHelp'))}</Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              <TextField select label={t('dialog.type')} value={draft.type} onChange={set('type')} fullWidth>
                <MenuItem value="percent">{t('dialog.percent')}</MenuItem>
                <MenuItem value="flat">{t('dialog.flat')}</MenuItem>
              </TextField>
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }}>
              {field('value', draft.type === 'percent' ? t('dialog.percentOff') : t('dialog.rupeesOff'), '', { inputMode: 'decimal', required: true })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field('minOrder', t('dialog.minOrder'), t('dialog.minOrderHelp'))}</Grid>
            <Grid size={{ xs: 6, sm: 3 }}>{field('maxUses', t('dialog.maxUses'), t('dialog.noLimit'))}</Grid>
            <Grid size={{ xs: 6, sm: 3 }}>{field('maxUsesPerMobile', t('dialog.maxUsesPerMobile'), t('dialog.noLimit'))}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{dateField('startsAt', t('dialog.startsAt'), t('dialog.startsAtHelp'))}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{dateField('endsAt', t('dialog.endsAt'), t('dialog.endsAtHelp'))}</Grid>
            <Grid size={12}>
              <FormControlLabel
                control={<Switch checked={draft.active} onChange={(event) => setDraft((d) => ({ ...d, active: event.target.checked }))} />}
                label={t('dialog.running')}
              />
            </Grid>
          </Grid>
          {save.error && !(save.error instanceof ApiError && Object.keys(errors).length > 0) && (
            <Alert severity="error">{save.error.message}</Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
