import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import QRCode from 'qrcode';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DEFAULT_LANGUAGE, formatBestBefore, formatOrderId, inLanguage } from '@halwai/domain';
import { formatDateTime, formatMobile, formatRupeeAmount } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShopInfo } from '../../lib/use-shop-info';
import { useSlipOrder, type SlipOrder } from './api/get-slip-order';
import { formatCalendarDate } from './calendar-date';
import { PaperPrintStyles, heightInMm, type PaperSize } from './paper-print-styles';
import { PaperState } from './paper-state';
import { PaperToolbar } from './paper-toolbar';

/** `/admin/orders/:id/slip?size=80mm|a4`: what goes in the box with the order, for the packer and the rider. */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const size: PaperSize = params.get('size') === 'a4' ? 'a4' : '80mm';
  const order = useSlipOrder(id);
  const slipRef = useRef<HTMLDivElement>(null);
  const [rollMm, setRollMm] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (slipRef.current) setRollMm(heightInMm(slipRef.current.offsetHeight));
  }, [size, order.data]);
  useDocumentTitle(order.data ? `Packing slip #${formatOrderId(order.data.id)}` : 'Packing slip');

  const setSize = (next: PaperSize | null) => {
    if (!next) return;
    setParams(
      (p) => {
        p.set('size', next);
        return p;
      },
      { replace: true },
    );
  };

  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <PaperPrintStyles size={size} rollMm={rollMm} />
      <PaperToolbar>
        <ToggleButtonGroup
          value={size}
          exclusive
          onChange={(_, next: PaperSize | null) => setSize(next)}
          aria-label="Paper"
          size="small"
        >
          <ToggleButton value="80mm">Roll (80 mm)</ToggleButton>
          <ToggleButton value="a4">A4</ToggleButton>
        </ToggleButtonGroup>
      </PaperToolbar>
      {order.data ? (
        <PackingSlip order={order.data} size={size} ref={slipRef} />
      ) : (
        <PaperState what="The order" error={order.error} onRetry={order.refetch} />
      )}
    </Box>
  );
}

/** The order number as a QR code, drawn in the browser with the library the UPI code uses. */
function OrderQr({ orderNumber, size }: { orderNumber: string; size: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(orderNumber, { margin: 0, width: size * 2 }).then((url) => current && setSrc(url));
    return () => {
      current = false;
    };
  }, [orderNumber, size]);
  return (
    <Box sx={{ width: size, height: size, flexShrink: 0 }}>
      {src && <img src={src} width={size} height={size} alt={`QR code of order number ${orderNumber}`} data-qr={orderNumber} />}
    </Box>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.25 }}>
      <Typography component="span" sx={{ color: 'text.secondary', minWidth: '6.5em', fontSize: '0.9em' }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const cell = {
  px: 0.75,
  py: 0.5,
  borderBottom: '1px solid',
  borderColor: 'divider',
  textAlign: 'left',
  verticalAlign: 'top',
} as const;

function PackingSlip({ order, size, ref }: { order: SlipOrder; size: PaperSize; ref: React.Ref<HTMLDivElement> }) {
  const shop = useShopInfo();
  const orderNumber = formatOrderId(order.id);
  const delivery = order.fulfilment.type === 'delivery';
  const roll = size === '80mm';
  const giftMessage = order.giftMessage?.trim();
  // The slip speaks the order's language, whatever the back office speaks (decision 018).
  const language = order.language ?? DEFAULT_LANGUAGE;
  const { t } = useTranslation('admin-paper', { lng: language, keyPrefix: 'slip' });

  return (
    <Box
      ref={ref}
      lang={language}
      data-paper={size}
      aria-label={t('label', { number: orderNumber })}
      sx={{
        mx: 'auto',
        bgcolor: '#fff',
        color: '#000',
        boxShadow: 2,
        ...(roll ? { width: '80mm', p: '3mm', fontSize: '12px' } : { maxWidth: '210mm', p: 4, fontSize: '15px' }),
        '& .MuiTypography-root': { fontSize: 'inherit' },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1.5, mb: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800, fontSize: '1.15em !important' }}>{shop.name}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('title')}</Typography>
          <Typography
            component="h1"
            sx={{ fontWeight: 800, fontSize: roll ? '1.8em !important' : '2.2em !important', lineHeight: 1.1 }}
          >
            #{orderNumber}
          </Typography>
          <Typography sx={{ fontWeight: 800, letterSpacing: 1, mt: 0.5, border: 2, display: 'inline-block', px: 0.75 }}>
            {delivery ? t('delivery') : t('pickup')}
          </Typography>
        </Box>
        <OrderQr orderNumber={orderNumber} size={roll ? 96 : 128} />
      </Box>

      <Box sx={{ mb: 1 }}>
        <Line label={t('customer')}>{order.customerName}</Line>
        <Line label={t('mobile')}>{formatMobile(order.customerMobile)}</Line>
        {delivery && (
          <Line label={t('address')}>
            {order.fulfilment.address ?? ''}
            {order.fulfilment.pincode ? `, ${order.fulfilment.pincode}` : ''}
          </Line>
        )}
        {!delivery && <Line label={t('pickupAt')}>{shop.address}</Line>}
        <Line label={t('preferredDate')}>
          {order.fulfilment.preferredDate ? formatCalendarDate(order.fulfilment.preferredDate) : t('asSoonAsReady')}
        </Line>
        <Line label={t('placed')}>{formatDateTime(order.orderDate)}</Line>
        <Line label={t('payment')}>{order.paid ? t('paid') : t('toCollect', { amount: formatRupeeAmount(order.orderTotal) })}</Line>
      </Box>

      <Box
        component="table"
        sx={{ width: '100%', borderCollapse: 'collapse', mb: 1 }}
        aria-label={t('items', { number: orderNumber })}
      >
        <thead>
          <tr>
            <Box component="th" sx={cell}>
              {t('item')}
            </Box>
            <Box component="th" sx={cell}>
              {t('pack')}
            </Box>
            <Box component="th" sx={{ ...cell, textAlign: 'right' }}>
              {t('qty')}
            </Box>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={index}>
              <Box component="td" sx={{ ...cell, fontWeight: 600 }}>
                {inLanguage(language, item.name, item.nameHi)}
                {item.bestBefore && (
                  <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '0.85em' }}>
                    {formatBestBefore(item.bestBefore)}
                  </Box>
                )}
              </Box>
              <Box component="td" sx={cell}>
                {item.variant}
              </Box>
              <Box component="td" sx={{ ...cell, textAlign: 'right', fontWeight: 800, fontSize: '1.15em' }}>
                {item.quantity}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography sx={{ textAlign: 'right', color: 'text.secondary' }}>
        {t('packs', { total: order.items.reduce((n, item) => n + item.quantity, 0) })}
      </Typography>

      {giftMessage && (
        <Box component="section" aria-label={t('giftMessage')} sx={{ mt: 1.5, border: '1px dashed', p: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('giftMessage')}</Typography>
          <Typography sx={{ whiteSpace: 'pre-line', fontStyle: 'italic' }}>{giftMessage}</Typography>
        </Box>
      )}
    </Box>
  );
}
