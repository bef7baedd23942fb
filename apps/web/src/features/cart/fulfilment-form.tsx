import { useState } from 'react';
import { DELIVERY_MESSAGES, isValidPincode, pincodeMatches, type FulfilmentType } from '@halwai/domain';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupeeAmount, formatRupees } from '../../lib/format';
import { useShopInfo } from '../../lib/use-shop-info';
import type { FulfilmentState } from './use-fulfilment';

/**
 * Pickup (at the shop's address) or Delivery (an address and a pincode the shop serves), and an
 * optional preferred date from today up to 14 days ahead. An unserviceable pincode is said here,
 * before Place Order.
 */
export function FulfilmentForm({ state }: { state: FulfilmentState }) {
  const shop = useShopInfo();
  const [touched, setTouched] = useState({ address: false, pincode: false });
  const pincode = state.pincode.trim();
  const pincodeMessage =
    state.type !== 'delivery' || (!touched.pincode && pincode.length < 6)
      ? null
      : !isValidPincode(pincode)
        ? DELIVERY_MESSAGES.pincode
        : !pincodeMatches(pincode, shop.delivery.pincodes)
          ? DELIVERY_MESSAGES.notDeliverable(pincode)
          : null;
  const unserviceable = pincodeMessage !== null && pincodeMessage !== DELIVERY_MESSAGES.pincode;
  const addressMessage = touched.address && !state.address.trim() ? DELIVERY_MESSAGES.address : null;
  const charge = state.charge === null ? '' : state.charge > 0 ? formatRupees(state.charge) : 'Free';
  const dateOutOfWindow = state.problem?.field === 'preferredDate';

  return (
    <Stack spacing={2} component="section" aria-label="Pickup or delivery">
      {state.deliveryOffered ? (
        <FormControl>
          <FormLabel id="fulfilment-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
            Pickup or delivery
          </FormLabel>
          <RadioGroup
            aria-labelledby="fulfilment-label"
            value={state.type ?? ''}
            onChange={(event) => state.setType(event.target.value as FulfilmentType)}
          >
            <FormControlLabel value="pickup" control={<Radio />} label="Pickup from the shop (free)" />
            <FormControlLabel
              value="delivery"
              control={<Radio />}
              label={state.type === 'delivery' ? `Delivery (${charge})` : `Delivery (${deliveryTermsText(shop.delivery)})`}
            />
          </RadioGroup>
        </FormControl>
      ) : null}

      {state.type === 'pickup' && (
        <Typography variant="body2">
          <strong>Pickup at</strong> {shop.address}
        </Typography>
      )}

      {state.type === 'delivery' && (
        <>
          <TextField
            label="Delivery address"
            required
            multiline
            minRows={2}
            autoComplete="street-address"
            value={state.address}
            onChange={(event) => state.setAddress(event.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, address: true }))}
            error={addressMessage !== null}
            helperText={addressMessage ?? 'House, street and area'}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <TextField
            label="Pincode"
            required
            autoComplete="postal-code"
            value={state.pincode}
            onChange={(event) => state.setPincode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            onBlur={() => setTouched((t) => ({ ...t, pincode: true }))}
            error={pincodeMessage !== null && !unserviceable}
            helperText={pincodeMessage !== null && !unserviceable ? pincodeMessage : '6 digits'}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
          />
          {unserviceable && (
            <Alert severity="warning" role="alert">
              {pincodeMessage}
            </Alert>
          )}
        </>
      )}

      {state.type !== null && (
        <TextField
          select
          label="Preferred date (optional)"
          value={state.preferredDate}
          onChange={(event) => state.setPreferredDate(event.target.value)}
          error={dateOutOfWindow}
          helperText={dateOutOfWindow ? DELIVERY_MESSAGES.preferredDate : 'Days we are open, up to 14 days ahead'}
          slotProps={{ inputLabel: { shrink: true }, select: { native: true } }}
        >
          <option value="">Any day</option>
          {state.openDates.map((date) => (
            <option key={date} value={date}>
              {new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })}
            </option>
          ))}
        </TextField>
      )}
      {state.closed && (
        <Alert severity={state.closed.refused ? 'warning' : 'info'} role="status">
          {state.closed.message}
        </Alert>
      )}
    </Stack>
  );
}

/** "₹40, free from ₹500" before the customer has chosen. */
function deliveryTermsText({ charge, freeFrom }: { charge: number; freeFrom: number | null }): string {
  if (charge === 0) return 'free';
  return freeFrom === null ? formatRupeeAmount(charge) : `${formatRupeeAmount(charge)}, free from ${formatRupeeAmount(freeFrom)}`;
}
