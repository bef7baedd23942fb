import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { formatRupees, paise, rupeesToPaise, type Shift, type ZReport } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { formatDateTime } from '../format';
import { useShopInfo } from '../use-shop-info';
import { Pair, RollPaper, Rule, SlipHeading, type RollWidth } from './roll-paper';

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

/**
 * A closed shift's Z report on the receipt roll: the shift, its bills and invoice numbers, takings by
 * method and by GST rate, discounts, refunds, voids, paid-outs, and the drawer: expected, counted,
 * the difference. The counter and the back office print the same slip.
 */
export function ZReportPaper({
  shift,
  report,
  width,
  ref,
}: {
  shift: Shift;
  report: ZReport;
  width: RollWidth;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation('counter-shifts');
  const language = useLanguage();
  const shop = useShopInfo();
  const difference = shift.difference ?? 0;

  return (
    <RollPaper width={width} label={t('z.label', { id: shift.id })} testId="z-report" ref={ref} lang={language}>
      <Box sx={{ textAlign: 'center', mb: 1 }}>
        <SlipHeading>{shop.name}</SlipHeading>
        {shop.gstin && <p>{t('z.gstin', { gstin: shop.gstin })}</p>}
        <p style={{ fontWeight: 800 }}>{t('z.title', { id: shift.id })}</p>
      </Box>
      <Rule />
      <Pair label={t('z.cashier')} value="" />
      <p>{shift.openedBy}</p>
      <Pair label={t('z.opened')} value={formatDateTime(shift.openedAt, language)} />
      {shift.closedAt && <Pair label={t('z.closed')} value={formatDateTime(shift.closedAt, language)} />}
      <Rule />
      <Pair label={t('z.bills')} value={String(report.bills)} bold />
      <Pair label={t('z.first')} value={report.firstInvoice ?? '—'} />
      <Pair label={t('z.last')} value={report.lastInvoice ?? '—'} />
      <Pair label={t('z.total')} value={money(report.total)} bold />
      <Rule />
      <p style={{ fontWeight: 800 }}>{t('z.byMethod')}</p>
      <Pair label={t('z.cash')} value={money(report.byMethod.cash)} />
      <Pair label={t('z.upi')} value={money(report.byMethod.upi)} />
      <Pair label={t('z.card')} value={money(report.byMethod.card)} />
      <Rule />
      <p style={{ fontWeight: 800 }}>{t('z.byGst')}</p>
      {report.byGstRate.length === 0 && <p>—</p>}
      {report.byGstRate.map((r) => (
        <Box key={r.gstRate} sx={{ py: 0.25 }}>
          <p>{t('z.rate', { rate: r.gstRate })}</p>
          <Pair label={`  ${t('z.taxable')}`} value={money(r.taxable)} />
          <Pair label={`  ${t('z.cgst')}`} value={money(r.cgst)} />
          <Pair label={`  ${t('z.sgst')}`} value={money(r.sgst)} />
          {r.igst > 0 && <Pair label={`  ${t('z.igst')}`} value={money(r.igst)} />}
        </Box>
      ))}
      <Rule />
      <Pair label={t('z.discounts')} value={money(report.discounts)} />
      <Pair label={t('z.refunds', { count: report.refunds.count })} value={money(report.refunds.amount)} />
      <Pair label={t('z.voids', { count: report.voids.count })} value={money(report.voids.amount)} />
      <Pair label={t('z.paidOuts', { count: report.paidOuts.count })} value={money(report.paidOuts.amount)} />
      <Rule />
      <Pair label={t('z.float')} value={money(shift.float)} />
      <Pair label={t('z.expected')} value={money(shift.expected ?? 0)} />
      <Pair label={t('z.counted')} value={money(shift.counted ?? 0)} />
      <Pair
        label={t('z.difference')}
        value={
          difference === 0
            ? t('z.exact')
            : difference < 0
              ? `-${formatRupees(paise(-rupeesToPaise(difference)))}`
              : `+${money(difference)}`
        }
        bold
        big
      />
      <Rule />
      <Box sx={{ textAlign: 'center' }}>
        <p>{t('z.printed', { at: formatDateTime(new Date(), language) })}</p>
      </Box>
    </RollPaper>
  );
}
