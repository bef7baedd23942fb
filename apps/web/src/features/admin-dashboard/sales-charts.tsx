import { useTranslation } from 'react-i18next';
import { LANGUAGE_LOCALES, type Language, type SalesReport } from '@halwai/domain';
import { BarChart } from '@mui/x-charts/BarChart';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../i18n/use-language';
import { formatWholeRupees } from '../../lib/format';

const CHART_HEIGHT = 260;
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
function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {empty ? (
        <Typography color="text.secondary" sx={{ height: CHART_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}>
          {t('charts.empty')}
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
