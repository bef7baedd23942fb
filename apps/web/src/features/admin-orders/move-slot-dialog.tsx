import { useState } from 'react';
import { dateInZone, isOpenStep, type AdminOrder } from '@halwai/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiError } from '../../lib/api-client';
import { slotKeys, useSlots } from '../../lib/api/get-slots';
import { DateField } from '../../lib/admin-ui/date-field';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { formatSlot } from '../../lib/slot-text';
import { useShopInfo } from '../../lib/use-shop-info';
import { moveOrderSlot } from './api/move-order-slot';
import { orderKeys } from './api/order-keys';

/**
 * "Move to another slot" on an open order of a type the shop has slots for (or that has one): a
 * day and one of its slots with the places left; a full one cannot be chosen, and one filled
 * meanwhile is said at the slot.
 */
export function MoveSlotButton({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin-orders');
  const shop = useShopInfo();
  const [open, setOpen] = useState(false);
  const type = order.fulfilment.type;
  if (!isOpenStep(order.status) || !(order.fulfilment.slot || shop.slots?.[type])) return null;
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<ScheduleIcon />} onClick={() => setOpen(true)}>
        {t('slot.move')}
      </Button>
      {open && <MoveSlotDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

function MoveSlotDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  const queryClient = useQueryClient();
  const { timeZone } = useShopInfo();
  const today = dateInZone(new Date(), timeZone);
  const [date, setDate] = useState(order.fulfilment.preferredDate && order.fulfilment.preferredDate >= today ? order.fulfilment.preferredDate : today);
  const [slot, setSlot] = useState('');
  const slots = useSlots(date || null, order.fulfilment.type);
  const move = useMutation({
    mutationFn: () => moveOrderSlot(order.id, { preferredDate: date, slot }),
    onSuccess: async () => {
      onClose();
      await Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.all }), queryClient.invalidateQueries({ queryKey: slotKeys.all })]);
    },
    // A slot filled meanwhile shows as full once the day's places are read again.
    onError: () => void queryClient.invalidateQueries({ queryKey: slotKeys.all }),
  });
  const fieldErrors = move.error instanceof ApiError ? move.error.fieldErrors : {};
  const slotError = fieldErrors.slot?.[0];
  const dateError = fieldErrors.preferredDate?.[0];
  const otherError = move.isError && !slotError && !dateError ? errorMessage(move.error, t('slot.moveFailed')) : null;
  const list = slots.data ?? [];
  const current = (s: string) => s === order.fulfilment.slot && date === order.fulfilment.preferredDate;

  return (
    <Dialog open onClose={onClose} aria-labelledby="move-slot-title" maxWidth="xs" fullWidth>
      <DialogTitle id="move-slot-title">{t('slot.moveTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DateField
            label={t('slot.date')}
            value={date}
            min={today}
            onChange={(next) => {
              setDate(next);
              setSlot('');
              move.reset();
            }}
            error={dateError !== undefined}
            helperText={dateError}
            fullWidth
          />
          <TextField
            select
            label={t('slot.slot')}
            value={slot}
            onChange={(event) => {
              setSlot(event.target.value);
              move.reset();
            }}
            disabled={!date || slots.isPending || list.length === 0}
            error={slotError !== undefined || slots.isError}
            helperText={
              slotError ??
              (slots.isError
                ? errorMessage(slots.error, t('slot.loadFailed'))
                : date && !slots.isPending && list.length === 0
                  ? t('slot.noneOnDay')
                  : undefined)
            }
          >
            {list.map((s) => (
              <MenuItem key={s.slot} value={s.slot} disabled={s.left === 0 || current(s.slot)}>
                {formatSlot(s.slot)} · {current(s.slot) ? t('slot.current') : s.left === 0 ? t('slot.full') : t('slot.left', { count: s.left })}
              </MenuItem>
            ))}
          </TextField>
          {otherError && <Alert severity="error">{otherError}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('slot.cancel')}</Button>
        <Button variant="contained" onClick={() => move.mutate()} disabled={!slot || move.isPending}>
          {move.isPending ? t('slot.moving') : t('slot.moveHere')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
