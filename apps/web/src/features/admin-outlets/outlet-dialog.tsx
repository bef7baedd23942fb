import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outlet } from '@halwai/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { translateMessage } from '../../i18n/translate-message';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { HolidaysEditor } from '../../lib/admin-ui/holidays-editor';
import { PincodesField } from '../../lib/admin-ui/pincodes-field';
import { everyDayHours, WeekHoursEditor } from '../../lib/admin-ui/week-hours-editor';
import { ApiError } from '../../lib/api-client';
import { useSaveOutlet } from './api/outlets';
import { draftOf, errorAt, inputOf, type OutletDraft } from './outlet-input';
import { ShopOrOwn } from './shop-or-own';

/** The fields the dialog shows a server's word at; any other word goes above the buttons. */
const FIELDS = ['name', 'nameHi', 'address', 'phone', 'pickup', 'openingHours', 'holidays', 'delivery', 'gstin', 'email'] as const;

/** Adds an outlet (`outlet` null) or changes one; the server's words go on the fields. */
export function OutletDialog({ outlet, onClose, onSaved }: { outlet: Outlet | null; onClose: () => void; onSaved: (outlet: Outlet) => void }) {
  const { t } = useTranslation('admin-outlets');
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [draft, setDraft] = useState<OutletDraft>(() => draftOf(outlet));
  const save = useSaveOutlet();
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const errorOf = (field: string) => {
    const message = errorAt(fieldErrors, field);
    return message === undefined ? undefined : translateMessage(message);
  };
  const placed = FIELDS.some((field) => errorAt(fieldErrors, field) !== undefined);
  const change = <K extends keyof OutletDraft>(field: K, value: OutletDraft[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const text = (field: 'name' | 'nameHi' | 'address' | 'phone', label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={field}
      value={draft[field]}
      onChange={(event) => change(field, event.target.value)}
      error={errorOf(field) !== undefined}
      helperText={errorOf(field)}
      fullWidth
      {...extra}
    />
  );
  const delivery = draft.delivery;
  const setDelivery = (value: Partial<NonNullable<OutletDraft['delivery']>>) => delivery && change('delivery', { ...delivery, ...value });

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="outlet-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id: outlet?.id ?? null, outlet: inputOf(draft) }, { onSuccess: onSaved });
        }}
      >
        <DialogTitle id="outlet-dialog-title">{outlet ? t('change', { name: outlet.name }) : t('dialog.newTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text('name', t('dialog.name'), { required: true })}
            {text('nameHi', t('dialog.nameHi'), { helperText: errorOf('nameHi') ?? t('dialog.nameHiHelp'), lang: 'hi' })}
            {text('address', t('dialog.address'), { required: true, multiline: true, minRows: 2 })}
            {text('phone', t('dialog.phone'), { required: true, inputMode: 'tel' })}
            <FormControlLabel
              control={<Switch name="pickup" checked={draft.pickup} onChange={(_event, on) => change('pickup', on)} />}
              label={t('dialog.pickup')}
            />
            <Divider />
            <ShopOrOwn
              label={t('dialog.hours')}
              own={draft.openingHours !== null}
              onChange={(own) => change('openingHours', own ? everyDayHours() : null)}
              error={errorOf('openingHours')}
            >
              <WeekHoursEditor hours={draft.openingHours ?? []} onChange={(hours) => change('openingHours', hours)} />
            </ShopOrOwn>
            <ShopOrOwn label={t('dialog.holidays')} own={draft.holidays !== null} onChange={(own) => change('holidays', own ? [] : null)}>
              <HolidaysEditor
                holidays={draft.holidays ?? []}
                onChange={(holidays) => change('holidays', holidays)}
                error={errorOf('holidays')}
                helperText={t('dialog.holidaysHelp')}
                name="holidays"
              />
            </ShopOrOwn>
            <ShopOrOwn
              label={t('dialog.delivery')}
              own={delivery !== null}
              onChange={(own) => change('delivery', own ? { pincodes: [], charge: '0', freeFrom: '' } : null)}
            >
              <PincodesField
                pincodes={delivery?.pincodes ?? []}
                onChange={(pincodes) => setDelivery({ pincodes })}
                error={errorOf('delivery.pincodes')}
                helperText={t('dialog.deliveryHelp')}
                name="delivery.pincodes"
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label={t('dialog.charge')}
                  name="delivery.charge"
                  inputMode="decimal"
                  value={delivery?.charge ?? ''}
                  onChange={(event) => setDelivery({ charge: event.target.value })}
                  error={errorOf('delivery.charge') !== undefined}
                  helperText={errorOf('delivery.charge')}
                  fullWidth
                />
                <TextField
                  label={t('dialog.freeFrom')}
                  name="delivery.freeFrom"
                  inputMode="decimal"
                  value={delivery?.freeFrom ?? ''}
                  onChange={(event) => setDelivery({ freeFrom: event.target.value })}
                  error={errorOf('delivery.freeFrom') !== undefined}
                  helperText={errorOf('delivery.freeFrom') ?? t('dialog.freeFromHelp')}
                  fullWidth
                />
              </Stack>
            </ShopOrOwn>
            <ShopOrOwn label={t('dialog.gstin')} own={draft.gstin !== null} onChange={(own) => change('gstin', own ? '' : null)}>
              <TextField
                label={t('dialog.gstin')}
                name="gstin"
                value={draft.gstin ?? ''}
                onChange={(event) => change('gstin', event.target.value.toUpperCase())}
                error={errorOf('gstin') !== undefined}
                helperText={errorOf('gstin') ?? t('dialog.gstinHelp')}
                slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
                fullWidth
              />
            </ShopOrOwn>
            <ShopOrOwn label={t('dialog.email')} own={draft.email !== null} onChange={(own) => change('email', own ? '' : null)}>
              <TextField
                label={t('dialog.email')}
                name="email"
                type="email"
                value={draft.email ?? ''}
                onChange={(event) => change('email', event.target.value)}
                error={errorOf('email') !== undefined}
                helperText={errorOf('email') ?? t('dialog.emailHelp')}
                fullWidth
              />
            </ShopOrOwn>
            {save.error && !placed && <Alert severity="error">{translateMessage(errorMessage(save.error, ''))}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('dialog.saving') : t('dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
