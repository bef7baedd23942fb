import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import QRCode from 'qrcode';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatOrderId, inLanguage } from '@halwai/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { formatDateTime, formatMobile, formatRupeeAmount } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShopInfo } from '../../lib/use-shop-info';
import { useSlipOrder, type SlipOrder } from './api/get-slip-order';
import { formatCalendarDate, formatShortDate } from './calendar-date';
import { PaperPrintStyles, heightInMm, type PaperSize } from '../../lib/ui/paper-print-styles';
import { PaperState } from './paper-state';
import { PaperToolbar } from './paper-toolbar';
import { BoxContents } from '../../lib/ui/box-contents';

/** `/admin/orders/:id/slip?size=80mm|a4`: what goes in the box with the order, for the packer and the rider. */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const size: PaperSize = params.get('size') === 'a4' ? 'a4' : '80mm';
  const order = useSlipOrder(id);
  const { t } = useTranslation('admin-paper');
  const slipRef = useRef<HTMLDivElement>(null);
  const [rollMm, setRollMm] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (slipRef.current) setRollMm(heightInMm(slipRef.current.offsetHeight));
  }, [size, order.data]);
  useDocumentTitle(
    order.data ? t('slip.documentTitle', { number: formatOrderId(order.data.id) }) : t('slip.documentTitleLoading'),
  );

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
          aria-label={t('slip.paper')}
          size="small"
        >
          <ToggleButton value="80mm">{t('slip.roll')}</ToggleButton>
          <ToggleButton value="a4">{t('slip.a4')}</ToggleButton>
        </ToggleButtonGroup>
      </PaperToolbar>
      {order.data ? (
        <PackingSlip order={order.data} size={size} ref={slipRef} />
      ) : (
        <PaperState what="order" error={order.error} onRetry={order.refetch} />
      )}
    </Box>
  );
}

/** The order number as a QR code, drawn in the browser with the library the UPI code uses. */
function OrderQr({ orderNumber, size, alt }: { orderNumber: string; size: number; alt: string }) {
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
      {src && <img src={src} width={size} height={size} alt={alt} data-qr={orderNumber} />}
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
  // The slip speaks the customer's language when the order says which, else the page's.
  const pageLanguage = useLanguage();
  const language = order.language ?? pageLanguage;
  const { t } = useTranslation('admin-paper', { lng: language });
  const orderNumber = formatOrderId(order.id);
  const delivery = order.fulfilment.type === 'delivery';
  const roll = size === '80mm';
  const giftMessage = order.giftMessage?.trim();

  return (
    <Box
      ref={ref}
      data-paper={size}
      lang={language}
      aria-label={t('slip.label', { number: orderNumber })}
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
          <Typography sx={{ color: 'text.secondary' }}>{t('slip.title')}</Typography>
          <Typography
            component="h1"
            sx={{ fontWeight: 800, fontSize: roll ? '1.8em !important' : '2.2em !important', lineHeight: 1.1 }}
          >
            #{orderNumber}
          </Typography>
          <Typography sx={{ fontWeight: 800, letterSpacing: 1, mt: 0.5, border: 2, display: 'inline-block', px: 0.75 }}>
            {delivery ? t('slip.delivery') : t('slip.pickup')}
          </Typography>
        </Box>
        <OrderQr orderNumber={orderNumber} size={roll ? 96 : 128} alt={t('slip.qr', { number: orderNumber })} />
      </Box>

      <Box sx={{ mb: 1 }}>
        <Line label={t('slip.customer')}>{order.customerName}</Line>
        <Line label={t('slip.mobile')}>{formatMobile(order.customerMobile)}</Line>
        {delivery && (
          <Line label={t('slip.address')}>
            {order.fulfilment.address ?? ''}
            {order.fulfilment.pincode ? `, ${order.fulfilment.pincode}` : ''}
          </Line>
        )}
        {!delivery && <Line label={t('slip.pickupAt')}>{shop.address}</Line>}
        <Line label={t('slip.preferredDate')}>
          {order.fulfilment.preferredDate
            ? formatCalendarDate(order.fulfilment.preferredDate, language)
            : t('slip.asSoonAsReady')}
        </Line>
        <Line label={t('slip.placed')}>{formatDateTime(order.orderDate)}</Line>
        <Line label={t('slip.payment')}>
          {order.paid ? t('slip.paid') : t('slip.toCollect', { amount: formatRupeeAmount(order.orderTotal) })}
        </Line>
      </Box>

      <Box
        component="table"
        sx={{ width: '100%', borderCollapse: 'collapse', mb: 1 }}
        aria-label={t('slip.itemsOf', { number: orderNumber })}
      >
        <thead>
          <tr>
            <Box component="th" sx={cell}>
              {t('slip.item')}
            </Box>
            <Box component="th" sx={cell}>
              {t('slip.pack')}
            </Box>
            <Box component="th" sx={{ ...cell, textAlign: 'right' }}>
              {t('slip.qty')}
            </Box>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={index}>
              <Box component="td" sx={{ ...cell, fontWeight: 600 }}>
                {inLanguage(language, item.name, item.nameHi)}
                {item.choices && <BoxContents choices={item.choices} language={language} />}
                {item.bestBefore && (
                  <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '0.85em' }}>
                    {t('slip.bestBefore', { date: formatShortDate(item.bestBefore, language) })}
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
        {t('slip.packsInAll', { packs: order.items.reduce((n, item) => n + item.quantity, 0) })}
      </Typography>

      {giftMessage && (
        <Box component="section" aria-label={t('slip.giftMessage')} sx={{ mt: 1.5, border: '1px dashed', p: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('slip.giftMessage')}</Typography>
          <Typography sx={{ whiteSpace: 'pre-line', fontStyle: 'italic' }}>{giftMessage}</Typography>
        </Box>
      )}
    </Box>
  );
}
