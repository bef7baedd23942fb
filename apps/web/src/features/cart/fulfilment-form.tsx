import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_MESSAGES, isValidPincode, pincodeMatches, type FulfilmentType, say } from '@halwai/domain';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { formatCalendarDay, formatRupeeAmount, formatRupees } from '../../lib/format';
import { outletName, useChosenOutlet, useOrderShopInfo } from '../../lib/outlet-choice';
import { useLanguage } from '../../i18n/use-language';
import { translateCoded, translateMessage } from '../../i18n/translate-message';
import type { FulfilmentState } from './use-fulfilment';
import { SlotPicker } from '../../lib/ui/slot-picker';

/**
 * Pickup (at the shop's address) or Delivery (an address and a pincode the shop serves), an
 * optional preferred date from today up to 14 days ahead (with a pre-order in the cart, a required
 * date inside its window, with the reason), and the day's slot when the shop has slots. An
 * unserviceable pincode is said here, before Place Order; the server's refusal of the date
 * (`dateRefusal`) at the date.
 */
export function FulfilmentForm({ state, dateRefusal = null }: { state: FulfilmentState; dateRefusal?: string | null }) {
  const { t } = useTranslation('cart');
  const shop = useOrderShopInfo();
  // In a shop with outlets: the one the order goes to, and its hours.
  const outlet = useChosenOutlet();
  const language = useLanguage();
  const [touched, setTouched] = useState({ address: false, pincode: false });
  const pincode = state.pincode.trim();
  const pincodeMessage =
    state.type !== 'delivery' || (!touched.pincode && pincode.length < 6)
      ? null
      : !isValidPincode(pincode)
        ? say('delivery.pincode')
        : !pincodeMatches(pincode, shop.delivery.pincodes)
          ? say('delivery.notDeliverable', pincode)
          : null;
  const unserviceable = pincodeMessage?.code === 'delivery.notDeliverable';
  const addressMessage = touched.address && !state.address.trim() ? DELIVERY_MESSAGES.address : null;
  const charge = state.charge === null ? '' : state.charge > 0 ? formatRupees(state.charge) : t('fulfilment.free');
  // A pre-order's date not chosen yet is no mistake: its reason shows as help until Place Order.
  const dateOutOfWindow = state.problem?.field === 'preferredDate' && !(state.preorder && !state.preferredDate);
  const dateHelp =
    dateRefusal ??
    (dateOutOfWindow
      ? state.preorder
        ? state.problem!.message
        : translateMessage(DELIVERY_MESSAGES.preferredDate)
      : (state.preorder?.reason ?? t('fulfilment.dateHelp')));

  return (
    <Stack spacing={2} component="section" aria-label={t('fulfilment.label')}>
      {outlet && (
        <Typography variant="body2" data-testid="cart-outlet">
          {t('fulfilment.outlet', {
            name: outletName(outlet, language),
            hours: language === 'hi' ? outlet.openingHoursTextHi : outlet.openingHoursText,
          })}
        </Typography>
      )}
      {state.deliveryOffered ? (
        <FormControl>
          <FormLabel id="fulfilment-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {t('fulfilment.label')}
          </FormLabel>
          <RadioGroup
            aria-labelledby="fulfilment-label"
            value={state.type ?? ''}
            onChange={(event) => state.setType(event.target.value as FulfilmentType)}
          >
            {outlet?.pickup !== false && <FormControlLabel value="pickup" control={<Radio />} label={t('fulfilment.pickup')} />}
            <FormControlLabel
              value="delivery"
              control={<Radio />}
              label={t('fulfilment.delivery', { terms: state.type === 'delivery' ? charge : deliveryTermsText(shop.delivery, t) })}
            />
          </RadioGroup>
        </FormControl>
      ) : null}

      {state.type === 'pickup' && (
        <Typography variant="body2">
          <strong>{t('fulfilment.pickupAt')}</strong> {shop.address}
        </Typography>
      )}

      {state.type === 'delivery' && (
        <>
          <TextField
            label={t('fulfilment.address')}
            required
            multiline
            minRows={2}
            autoComplete="street-address"
            value={state.address}
            onChange={(event) => state.setAddress(event.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, address: true }))}
            error={addressMessage !== null}
            helperText={addressMessage ? translateMessage(addressMessage) : t('fulfilment.addressHelp')}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <TextField
            label={t('fulfilment.pincode')}
            required
            autoComplete="postal-code"
            value={state.pincode}
            onChange={(event) => state.setPincode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            onBlur={() => setTouched((t) => ({ ...t, pincode: true }))}
            error={pincodeMessage !== null && !unserviceable}
            helperText={pincodeMessage !== null && !unserviceable ? translateCoded(pincodeMessage) : t('fulfilment.pincodeHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
          />
          {unserviceable && (
            <Alert severity="warning" role="alert">
              {pincodeMessage ? translateCoded(pincodeMessage) : ''}
            </Alert>
          )}
        </>
      )}

      {state.type !== null && (
        <TextField
          select
          label={state.preorder ? t('fulfilment.dateRequired') : t('fulfilment.date')}
          required={state.preorder !== null}
          value={state.preferredDate}
          onChange={(event) => state.setPreferredDate(event.target.value)}
          error={dateOutOfWindow || dateRefusal !== null}
          helperText={dateHelp}
          slotProps={{ inputLabel: { shrink: true }, select: { native: true } }}
        >
          {state.preorder ? (
            <option value="" disabled>
              {t('fulfilment.chooseDate')}
            </option>
          ) : (
            <option value="">{t('fulfilment.anyDay')}</option>
          )}
          {state.openDates.map((date) => (
            <option key={date} value={date}>
              {formatCalendarDay(date)}
            </option>
          ))}
        </TextField>
      )}
      <SlotPicker
        choice={state.slots}
        words={{
          label: (day) => t('slots.label', { day }),
          left: (count) => t('slots.left', { count }),
          full: t('slots.full'),
          loading: t('slots.loading'),
          loadFailed: t('slots.loadFailed'),
          retry: t('slots.retry'),
          noneLeft: (day) => t('slots.noneLeft', { day }),
        }}
      />
      {state.closed && (
        <Alert severity={state.closed.refused ? 'warning' : 'info'} role="status">
          {state.closed.message}
        </Alert>
      )}
    </Stack>
  );
}

/** "₹40, free from ₹500" before the customer has chosen. */
function deliveryTermsText({ charge, freeFrom }: { charge: number; freeFrom: number | null }, t: TFunction<'cart'>): string {
  if (charge === 0) return t('fulfilment.termsFree');
  return freeFrom === null
    ? formatRupeeAmount(charge)
    : t('fulfilment.termsFreeFrom', { charge: formatRupeeAmount(charge), freeFrom: formatRupeeAmount(freeFrom) });
}
