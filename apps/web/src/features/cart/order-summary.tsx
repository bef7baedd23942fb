import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addPaise, cartQuantity, cartTotal, paise, rupeesToPaise, type CartLine, type Paise } from '@halwai/domain';
import { formatRupees } from '../../lib/format';
import { useShopInfo } from '../../lib/use-shop-info';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400, fontSize: strong ? '1.15rem' : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: 700, fontSize: strong ? '1.35rem' : undefined, color: strong ? 'primary.dark' : undefined }}>{value}</Typography>
    </Stack>
  );
}

/**
 * Item count, shipping, the order total (Σ price × quantity, GST included, plus the delivery charge)
 * and how far the items, after any offer, are from the minimum. `shipping` is null until pickup or delivery is chosen.
 */
export function OrderSummary({
  lines,
  shipping = null,
  pickup = false,
  offer = null,
}: {
  lines: readonly CartLine[];
  shipping?: Paise | null;
  /** A pickup has no shipping line at all. */
  pickup?: boolean;
  /** The applied offer code and what it takes off the items. */
  offer?: { code: string; discount: Paise } | null;
}) {
  const { t } = useTranslation('cart');
  const items = cartTotal(lines);
  const discount = offer?.discount ?? paise(0);
  const total = addPaise(items, paise(-discount), shipping ?? paise(0));
  const count = cartQuantity(lines);
  const minimum = rupeesToPaise(useShopInfo().minimumOrder);
  // The minimum counts what the items come to after the offer.
  const shortBy = minimum - (items - discount);

  return (
    <Stack spacing={1.5}>
      <Row label={t('summary.items', { n: count })} value={formatRupees(items)} />
      {offer && <Row label={t('summary.offer', { code: offer.code })} value={`−${formatRupees(offer.discount)}`} />}
      {!pickup && (
        <Row
          label={t('summary.shipping')}
          value={shipping === null ? t('summary.atCheckout') : shipping > 0 ? formatRupees(shipping) : t('summary.free')}
        />
      )}
      <Divider />
      <Row label={t('summary.total')} value={formatRupees(total)} strong />
      <Typography variant="body2" color="text.secondary">
        {t('summary.gstNote')}
      </Typography>
      {minimum > 0 && (
        <Alert severity={shortBy > 0 ? 'info' : 'success'} role="status">
          {shortBy > 0
            ? t('summary.addToMinimum', { amount: formatRupees(paise(shortBy)), minimum: formatRupees(minimum) })
            : t('summary.minimumReached', { minimum: formatRupees(minimum) })}
        </Alert>
      )}
    </Stack>
  );
}
