import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, inLanguage, type PaymentMethod, type SalesReport } from '@halwai/domain';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../i18n/use-language';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { EmptyState } from '../../lib/admin-ui/empty-state';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { formatWholeRupees } from '../../lib/format';
import { lastDays } from '../../lib/report-range';
import { useShopInfo } from '../../lib/use-shop-info';
import { LowStock } from './low-stock';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSalesReport } from './api/get-sales-report';
import { OrdersByStep } from './orders-by-step';
import { SalesByChannel } from './sales-by-channel';
import { SalesByOutlet } from './sales-by-outlet';
import { GstReturnButton } from './gst-return-dialog';
import { OrdersByHourChart, RevenueByDayChart, TodayByHourChart } from './sales-charts';
import { SlotsToday } from './slots-today';

const PERIODS = [
  { days: 1, label: 'period.today' },
  { days: 7, label: 'period.week' },
  { days: 30, label: 'period.month' },
] as const;
type PeriodDays = (typeof PERIODS)[number]['days'];

const FIGURE_SIZE = { xs: 6, sm: 4, lg: 3 };
const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 1 });

/** Cancelled orders as a share of all orders placed in the range. */
const cancelledShare = (report: SalesReport) => {
  const placed = report.orders + report.cancelled;
  return placed === 0 ? '—' : percent.format(report.cancelled / placed);
};

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="p"
        variant="h4"
        sx={{ fontWeight: 600, fontSize: { xs: '1.5rem', md: '2rem' } }}
        aria-label={t('figures.labelled', { label, value })}
      >
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

function TopItems({ items }: { items: SalesReport['topItems'] }) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('topItems.heading')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('topItems.none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('topItems.heading')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('topItems.item')}</TableCell>
                <TableCell align="right">{t('topItems.quantity')}</TableCell>
                <TableCell align="right">{t('topItems.revenue')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={`${item.productId ?? ''}-${item.name}`}>
                  <TableCell>{inLanguage(language, item.name, item.nameHi)}</TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right">{formatWholeRupees(item.revenue)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

/** What was taken, by how it was paid: paid orders not cancelled or refunded. */
function TakingsByMethod({ takings }: { takings: SalesReport['byMethod'] }) {
  const { t } = useTranslation('admin-dashboard');
  const label = (method: string) =>
    PAYMENT_METHODS.includes(method as PaymentMethod) ? t(`takings.methods.${method as PaymentMethod}`) : t('takings.methods.unknown');
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('takings.heading')}
      </Typography>
      {takings.length === 0 ? (
        <Typography color="text.secondary">{t('takings.none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('takings.heading')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('takings.method')}</TableCell>
                <TableCell align="right">{t('takings.orders')}</TableCell>
                <TableCell align="right">{t('takings.taken')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {takings.map((row) => (
                <TableRow key={row.method}>
                  <TableCell>{label(row.method)}</TableCell>
                  <TableCell align="right">{row.orders}</TableCell>
                  <TableCell align="right">{formatWholeRupees(row.revenue)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

/** The owner's first screen: how the shop is doing today, this week and this month, in the shop's time zone. */
export function DashboardPage() {
  const { t } = useTranslation('admin-dashboard');
  useDocumentTitle(t('documentTitle'));
  const [days, setDays] = useState<PeriodDays>(1);
  const { timeZone } = useShopInfo();
  const range = useMemo(() => lastDays(days, timeZone), [days, timeZone]);
  const report = useSalesReport(range);
  const data = report.data;

  return (
    <Container maxWidth="xl">
      <AdminPageHeader
        title={t('heading')}
        description={t('description')}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <GstReturnButton />
            <ToggleButtonGroup
              exclusive
              size="small"
              value={days}
              onChange={(_, next: PeriodDays | null) => next && setDays(next)}
              aria-label={t('period.label')}
            >
              {PERIODS.map((p) => (
                <ToggleButton key={p.days} value={p.days}>
                  {t(p.label)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        }
      />
      <LowStock />
      {report.isError && <LoadErrorAlert what={t('loadFailed')} error={report.error} onRetry={report.refetch} sx={{ mb: 2 }} />}
      {report.isPending && <Skeleton variant="rounded" height={320} aria-label={t('loading')} />}
      {data && (
        <Box
          sx={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={report.isPlaceholderData}
        >
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={FIGURE_SIZE}>
              <Figure label={t('figures.revenue')} value={formatWholeRupees(data.revenue)} note={t('figures.revenueNote')} />
            </Grid>
            <Grid size={FIGURE_SIZE}>
              <Figure label={t('figures.paid')} value={formatWholeRupees(data.paidRevenue)} note={t('figures.paidNote')} />
            </Grid>
            <Grid size={FIGURE_SIZE}>
              <Figure label={t('figures.unpaid')} value={formatWholeRupees(data.unpaidRevenue)} note={t('figures.unpaidNote')} />
            </Grid>
            <Grid size={FIGURE_SIZE}>
              <Figure label={t('figures.orders')} value={String(data.orders)} />
            </Grid>
            <Grid size={FIGURE_SIZE}>
              <Figure label={t('figures.average')} value={formatWholeRupees(data.averageOrderValue)} />
            </Grid>
            <Grid size={FIGURE_SIZE}>
              <Figure
                label={t('figures.cancelled')}
                value={cancelledShare(data)}
                note={t('figures.cancelledNote', { cancelled: data.cancelled, placed: data.orders + data.cancelled })}
              />
            </Grid>
            <Grid size={FIGURE_SIZE}>
              <Figure
                label={t('figures.rating')}
                value={data.rating.average === null ? '—' : `${data.rating.average.toFixed(1)} ★`}
                note={t('figures.ratingNote', { count: data.rating.count })}
              />
            </Grid>
          </Grid>
          {data.orders + data.cancelled === 0 && (
            <Box sx={{ mb: 2 }}>
              <EmptyState text={t('noOrders')} />
            </Box>
          )}
          {data.ordersPerHour && (
            <Grid container spacing={2} sx={{ mb: 2 }} component="section" aria-label={t('today.heading')}>
              <Grid size={{ xs: 12, lg: data.slotsToday?.length ? 6 : 12 }}>
                <TodayByHourChart hours={data.ordersPerHour} />
              </Grid>
              {data.slotsToday && data.slotsToday.length > 0 && (
                <Grid size={{ xs: 12, lg: 6 }}>
                  <SlotsToday slots={data.slotsToday} outlets={data.byOutlet} />
                </Grid>
              )}
            </Grid>
          )}
          {/* A shop of one outlet sees no split: its one outlet is the whole. */}
          {data.byOutlet && data.byOutlet.length > 1 && <SalesByOutlet outlets={data.byOutlet} report={data} />}
          {data.byChannel && <SalesByChannel channels={data.byChannel} />}
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, lg: 6 }}>
              <RevenueByDayChart report={data} />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <OrdersByHourChart report={data} />
            </Grid>
          </Grid>
          <OrdersByStep byStatus={data.byStatus} />
          <TopItems items={data.topItems} />
          <TakingsByMethod takings={data.byMethod ?? []} />
        </Box>
      )}
    </Container>
  );
}
