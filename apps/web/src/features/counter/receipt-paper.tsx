import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { formatRupees, multiplyPaise, rupeesToPaise } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { formatDateTime } from '../../lib/format';
import { useShopInfo } from '../../lib/use-shop-info';
import type { ReceiptSale } from './api/get-receipt';
import { receiptTotals } from './receipt-lines';
import type { ReceiptWidth } from './receipt-width';
import { useCounterWords } from './use-counter-words';

const KNOWN_METHODS = new Set(['cash', 'upi', 'card']);

/**
 * The receipt itself: the shop, the invoice number and date, the lines, the sums and how it was paid,
 * in the page's language. Every line wraps inside the roll's width: nothing runs off the paper.
 */
export function ReceiptPaper({ sale, width, ref }: { sale: ReceiptSale; width: ReceiptWidth; ref: React.Ref<HTMLDivElement> }) {
  const { t } = useTranslation('counter');
  const language = useLanguage();
  const words = useCounterWords();
  const shop = useShopInfo();
  const totals = receiptTotals(sale);
  const methodName = (method: string) => (KNOWN_METHODS.has(method) ? t(`method.${method as 'cash'}`) : method.toUpperCase());

  return (
    <Box
      ref={ref}
      data-paper={`${width}mm`}
      data-testid="receipt"
      lang={language}
      aria-label={t('receipt.label', { number: sale.invoiceNumber })}
      sx={{
        mx: 'auto',
        width: `${width}mm`,
        boxSizing: 'border-box',
        p: width === 58 ? '2mm' : '3mm',
        bgcolor: '#fff',
        color: '#000',
        boxShadow: 2,
        fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
        fontSize: width === 58 ? '11px' : '12.5px',
        lineHeight: 1.35,
        overflowWrap: 'anywhere',
        '& p': { m: 0 },
      }}
    >
      <Box sx={{ textAlign: 'center', mb: 1 }}>
        <Box component="h1" sx={{ fontSize: '1.3em', fontWeight: 800, m: 0 }}>
          {shop.name}
        </Box>
        {shop.address && <p>{shop.address}</p>}
        {shop.phone && <p>{t('receipt.phone', { phone: shop.phone })}</p>}
        {shop.gstin && <p>{t('receipt.gstin', { gstin: shop.gstin })}</p>}
      </Box>
      <Rule />
      <Pair label={t('receipt.invoice')} value={sale.invoiceNumber} />
      <Pair label={t('receipt.date')} value={formatDateTime(sale.orderDate, language)} />
      {sale.customerName.trim() && <Pair label={t('receipt.customer')} value={sale.customerName} />}
      <Rule />
      <Pair label={t('receipt.item')} value={t('receipt.amount')} bold />
      {sale.items.map((item, index) => (
        <Box key={index} sx={{ py: 0.25 }}>
          <p>
            {words.name(item)}
            {item.variant ? ` (${words.unit(item.variant)})` : ''}
          </p>
          <Pair
            label={`  ${item.quantity} × ${formatRupees(rupeesToPaise(item.price))}`}
            value={formatRupees(multiplyPaise(rupeesToPaise(item.price), item.quantity))}
          />
          {item.discount ? (
            <Pair label={`  ${t('receipt.lineDiscount')}`} value={`-${formatRupees(rupeesToPaise(item.discount))}`} />
          ) : null}
        </Box>
      ))}
      <Rule />
      <Pair label={t('receipt.items')} value={formatRupees(totals.items)} />
      {totals.discount > 0 && <Pair label={t('receipt.discount')} value={`-${formatRupees(totals.discount)}`} />}
      <Pair label={t('receipt.total')} value={formatRupees(totals.total)} bold big />
      <Rule />
      {totals.payments.map((payment, index) => (
        <Pair
          key={index}
          label={`${t('receipt.paid')}: ${methodName(payment.method)}`}
          value={payment.amount === null ? '' : formatRupees(payment.amount)}
        />
      ))}
      {totals.change > 0 && <Pair label={t('receipt.change')} value={formatRupees(totals.change)} />}
      <Rule />
      <Box sx={{ textAlign: 'center' }}>
        <p>{t('receipt.gstIncluded')}</p>
        <p>{t('receipt.thanks')}</p>
      </Box>
    </Box>
  );
}

function Pair({ label, value, bold = false, big = false }: { label: string; value: string; bold?: boolean; big?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: '1ch',
        fontWeight: bold ? 800 : 400,
        fontSize: big ? '1.15em' : undefined,
        whiteSpace: 'pre-wrap',
      }}
    >
      <Box component="span" sx={{ minWidth: 0 }}>
        {label}
      </Box>
      <Box component="span" sx={{ flexShrink: 0, textAlign: 'right' }}>
        {value}
      </Box>
    </Box>
  );
}

function Rule() {
  return <Box aria-hidden sx={{ borderTop: '1px dashed #000', my: 0.75 }} />;
}
