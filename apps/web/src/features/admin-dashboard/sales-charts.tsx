import { useTranslation } from 'react-i18next';
import { LANGUAGE_LOCALES, type Language, type SalesReport } from '@halwai/domain';
import { BarChart } from '@mui/x-charts/BarChart';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../i18n/use-language';
import { formatWholeRupees } from '../../lib/format';

const CHART_HEIGHT = 260;
const TODAY_CHART_HEIGHT = 180;
const shortDay = (date: string, language: Language) =>
  new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
// English keeps its short "9am"; Hindi reads the hour by the part of the day: "सुबह 9", "शाम 6".
const hourLabel = (hour: number, language: Language) =>
  language === 'en'
    ? `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'am' : 'pm'}`
    : new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { hour: 'numeric', dayPeriod: 'short', timeZone: 'UTC' }).format(
        Date.UTC(2024, 0, 1, hour),
      );

/** A chart under its title; a range without orders says so in words instead of drawing empty axes of zeros. */
function ChartCard({
  title,
  empty,
  emptyText,
  height = CHART_HEIGHT,
  children,
}: {
  title: string;
  empty: boolean;
  emptyText?: string;
  height?: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary" sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}>
          {emptyText ?? t('charts.empty')}
        </Typography>
      ) : (
        children
      )}
    </Paper>
  );
}

export function RevenueByDayChart({ report }: { report: SalesReport }) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  return (
    <ChartCard title={t('charts.revenueByDay')} empty={report.orders === 0}>
      <BarChart
        height={CHART_HEIGHT}
        dataset={report.byDay}
        xAxis={[{ scaleType: 'band', dataKey: 'date', label: t('charts.dayAxis'), valueFormatter: (date: string) => shortDay(date, language) }]}
        yAxis={[{ width: 84, label: t('charts.revenueAxis'), tickMinStep: 1, valueFormatter: (v: number) => formatWholeRupees(v) }]}
        series={[{ dataKey: 'revenue', label: t('charts.revenue'), color: '#b5542c', valueFormatter: (v) => formatWholeRupees(v ?? 0) }]}
        hideLegend
        margin={{ left: 8, right: 8 }}
      />
    </ChartCard>
  );
}

export function OrdersByHourChart({ report }: { report: SalesReport }) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  return (
    <ChartCard title={t('charts.ordersByHour')} empty={report.orders === 0}>
      <BarChart
        height={CHART_HEIGHT}
        dataset={report.byHour}
        xAxis={[{ scaleType: 'band', dataKey: 'hour', label: t('charts.hourAxis'), valueFormatter: (hour: number) => hourLabel(hour, language) }]}
        yAxis={[{ width: 56, label: t('charts.ordersAxis'), tickMinStep: 1, valueFormatter: (v: number) => String(Math.round(v)) }]}
        series={[{ dataKey: 'orders', label: t('charts.orders'), color: '#5b7f3a' }]}
        hideLegend
        margin={{ left: 8, right: 8 }}
      />
    </ChartCard>
  );
}

/** Today's hours from the first with an order to the last: a short day draws a few wide bars, not 24 thin ones. */
export function hoursWithOrders(hours: readonly { hour: number; orders: number }[]) {
  const busy = hours.filter((h) => h.orders > 0).map((h) => h.hour);
  if (busy.length === 0) return [];
  const first = Math.min(...busy);
  const last = Math.max(...busy);
  return hours.filter((h) => h.hour >= first && h.hour <= last);
}

/** Today's orders by the hour they came in, whatever range the rest of the dashboard shows. */
export function TodayByHourChart({ hours }: { hours: NonNullable<SalesReport['ordersPerHour']> }) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  const shown = hoursWithOrders(hours);
  return (
    <ChartCard title={t('today.byHour')} empty={shown.length === 0} emptyText={t('today.noOrders')} height={TODAY_CHART_HEIGHT}>
      <BarChart
        height={TODAY_CHART_HEIGHT}
        dataset={shown}
        xAxis={[{ scaleType: 'band', dataKey: 'hour', valueFormatter: (hour: number) => hourLabel(hour, language) }]}
        yAxis={[{ width: 40, tickMinStep: 1, valueFormatter: (v: number) => String(Math.round(v)) }]}
        series={[{ dataKey: 'orders', label: t('charts.orders'), color: '#5b7f3a' }]}
        hideLegend
        margin={{ left: 8, right: 8 }}
      />
    </ChartCard>
  );
}
