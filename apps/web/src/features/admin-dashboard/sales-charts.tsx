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

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export function RevenueByDayChart({ report }: { report: SalesReport }) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  return (
    <ChartCard title={t('charts.revenueByDay')}>
      <BarChart
        height={CHART_HEIGHT}
        dataset={report.byDay}
        xAxis={[{ scaleType: 'band', dataKey: 'date', valueFormatter: (date: string) => shortDay(date, language) }]}
        yAxis={[{ width: 64, valueFormatter: (v: number) => formatWholeRupees(v) }]}
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
    <ChartCard title={t('charts.ordersByHour')}>
      <BarChart
        height={CHART_HEIGHT}
        dataset={report.byHour}
        xAxis={[{ scaleType: 'band', dataKey: 'hour', valueFormatter: (hour: number) => hourLabel(hour, language) }]}
        yAxis={[{ width: 40, tickMinStep: 1 }]}
        series={[{ dataKey: 'orders', label: t('charts.orders'), color: '#5b7f3a' }]}
        hideLegend
        margin={{ left: 8, right: 8 }}
      />
    </ChartCard>
  );
}
