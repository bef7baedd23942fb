import type { SalesReport } from '@halwai/domain';
import { BarChart } from '@mui/x-charts/BarChart';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatWholeRupees } from '../../lib/format';

const CHART_HEIGHT = 260;
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const shortDay = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'am' : 'pm'}`;

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
  return (
    <ChartCard title="Revenue by day">
      <BarChart
        height={CHART_HEIGHT}
        dataset={report.byDay}
        xAxis={[{ scaleType: 'band', dataKey: 'date', valueFormatter: shortDay }]}
        yAxis={[{ width: 64, valueFormatter: (v: number) => formatWholeRupees(v) }]}
        series={[{ dataKey: 'revenue', label: 'Revenue', color: '#b5542c', valueFormatter: (v) => formatWholeRupees(v ?? 0) }]}
        hideLegend
        margin={{ left: 8, right: 8 }}
      />
    </ChartCard>
  );
}

export function OrdersByHourChart({ report }: { report: SalesReport }) {
  return (
    <ChartCard title="Orders by hour">
      <BarChart
        height={CHART_HEIGHT}
        dataset={report.byHour}
        xAxis={[{ scaleType: 'band', dataKey: 'hour', valueFormatter: hourLabel }]}
        yAxis={[{ width: 40, tickMinStep: 1 }]}
        series={[{ dataKey: 'orders', label: 'Orders', color: '#5b7f3a' }]}
        hideLegend
        margin={{ left: 8, right: 8 }}
      />
    </ChartCard>
  );
}
