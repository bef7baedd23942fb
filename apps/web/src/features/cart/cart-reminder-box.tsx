import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { isValidMobile, normaliseMobile, type CartLine, type CartReminderRequest, type Language } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { ApiError } from '../../lib/api-client';
import { useCart } from '../../lib/cart-store';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useShopInfo } from '../../lib/use-shop-info';
import { requestCartReminder, withdrawCartReminder } from './api/cart-reminder';

/** A changed cart or mobile is sent once it has settled for this long, not on every tap of a quantity. */
const SETTLE_MS = 800;

/** What is sent for the cart, as one string: the same cart sends nothing again. */
const requestKey = (mobile: string, lines: readonly CartLine[], language: Language) =>
  JSON.stringify({
    mobile: normaliseMobile(mobile),
    lines: lines.map((line) => ({ productId: line.id, variant: line.selectedWeight, quantity: line.quantity })),
    language,
  } satisfies CartReminderRequest);

type Status = { saved: true } | { error: string } | null;

/**
 * "Remind me on WhatsApp if I don't finish this order": shown under the mobile once it is valid and the
 * shop sends reminders, never ticked for the customer. Ticked, the cart is sent (again whenever it or the
 * mobile changes: the server keeps one waiting reminder per mobile, so a changed cart replaces it);
 * unticked, its reminder is withdrawn. Placing the order needs nothing here: the server sends no
 * reminder to a mobile that has ordered since.
 */
export function CartReminderBox({ mobile }: { mobile: string }) {
  const { t } = useTranslation('cart');
  const shop = useShopInfo();
  const language = useLanguage();
  const lines = useCart((state) => state.lines);
  const [ticked, setTicked] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const shown = shop.cartReminder && isValidMobile(mobile);
  const wanted = ticked && shown && lines.length > 0 ? requestKey(mobile, lines, language) : null;
  const settled = useDebouncedValue(wanted, SETTLE_MS);
  /** The cart last kept, and its token (to withdraw it); read by handlers and answers, so a ref. */
  const kept = useRef<{ key: string; token: string } | null>(null);
  const tickedNow = useRef(ticked);

  useEffect(() => {
    if (settled === null || kept.current?.key === settled) return;
    let current = true;
    requestCartReminder(JSON.parse(settled) as CartReminderRequest).then(
      ({ token }) => {
        // Unticked while it was on its way: take it back at once.
        if (!tickedNow.current) void withdrawCartReminder(token).catch(() => undefined);
        else kept.current = { key: settled, token };
        if (current) setStatus({ saved: true });
      },
      (error: unknown) => {
        if (current) setStatus({ error: error instanceof ApiError ? error.message : t('reminder.failed') });
      },
    );
    return () => {
      current = false;
    };
  }, [settled, t]);

  const onTick = (on: boolean) => {
    tickedNow.current = on;
    setTicked(on);
    setStatus(null);
    if (!on && kept.current) {
      void withdrawCartReminder(kept.current.token).catch(() => undefined);
      kept.current = null;
    }
  };

  if (!shown) return null;
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={ticked} onChange={(_event, on) => onTick(on)} />}
        label={t('reminder.label')}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
      />
      {ticked && status && (
        <Typography variant="body2" color={'error' in status ? 'error' : 'text.secondary'} role="status" sx={{ ml: 4 }}>
          {'error' in status ? status.error : t('reminder.saved')}
        </Typography>
      )}
    </Box>
  );
}
