import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Shift } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { EmptyState } from '../../lib/admin-ui/empty-state';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { TableHeadRow } from '../../lib/admin-ui/table-head-row';
import { formatDateTime, formatRupeeAmount } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMediaQuery } from '../../lib/use-media-query';
import { useShifts } from './api/get-shifts';

/** The difference as the owner reads it: "−₹36" short, "+₹10" over, "₹0". */
export function differenceText(difference: number | null): string {
  if (difference === null) return '—';
  if (difference === 0) return formatRupeeAmount(0);
  return difference < 0 ? `−${formatRupeeAmount(-difference)}` : `+${formatRupeeAmount(difference)}`;
}

const differenceColor = (d: number | null) => (d === null || d === 0 ? undefined : d < 0 ? 'error.main' : 'warning.dark');

/** `/admin/shifts`: the counter's shifts, newest first: when, who, how many bills, the takings and the drawer's difference. */
export function ShiftsPage() {
  const { t } = useTranslation('counter-shifts');
  useDocumentTitle(t('admin.title'));
  const shifts = useShifts();
  const wide = useMediaQuery('(min-width: 900px)');
  const rows = shifts.data ?? [];

  return (
    <Container maxWidth="lg">
      <AdminPageHeader title={t('admin.title')} description={t('admin.description')} />
      {shifts.error && (
        <LoadErrorAlert what={t('admin.loadFailed')} error={shifts.error} onRetry={() => shifts.refetch()} sx={{ mb: 2 }} />
      )}
      {shifts.isPending && <Skeleton variant="rounded" height={240} />}
      {shifts.data && rows.length === 0 && <EmptyState text={t('admin.empty')} />}
      {rows.length > 0 && (wide ? <ShiftsTable rows={rows} /> : <ShiftCards rows={rows} />)}
    </Container>
  );
}

function ShiftsTable({ rows }: { rows: readonly Shift[] }) {
  const { t } = useTranslation('counter-shifts');
  const language = useLanguage();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('admin.title')}>
        <TableHeadRow
          columns={[
            t('admin.columns.opened'),
            t('admin.columns.cashier'),
            { label: t('admin.columns.bills'), align: 'right' },
            { label: t('admin.columns.takings'), align: 'right' },
            { label: t('admin.columns.difference'), align: 'right' },
          ]}
        />
        <TableBody>
          {rows.map((s) => (
            <TableRow key={s.id} hover>
              <TableCell>
                <Link component={RouterLink} to={paths.shift(s.id)}>
                  {formatDateTime(s.openedAt, language)}
                </Link>
                {s.closedAt === null && (
                  <Typography component="span" color="success.dark" sx={{ ml: 1, fontWeight: 700 }}>
                    {t('admin.open')}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.openedBy}</TableCell>
              <TableCell align="right">{s.report?.bills ?? '—'}</TableCell>
              <TableCell align="right">{s.report ? formatRupeeAmount(s.report.total) : '—'}</TableCell>
              <TableCell align="right" sx={{ color: differenceColor(s.difference), fontWeight: 700 }}>
                {differenceText(s.difference)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ShiftCards({ rows }: { rows: readonly Shift[] }) {
  const { t } = useTranslation('counter-shifts');
  const language = useLanguage();
  return (
    <Stack spacing={1.5}>
      {rows.map((s) => (
        <Card key={s.id} variant="outlined">
          <CardActionArea component={RouterLink} to={paths.shift(s.id)} sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>{formatDateTime(s.openedAt, language)}</Typography>
              <Typography sx={{ color: differenceColor(s.difference), fontWeight: 700 }}>
                {s.closedAt === null ? t('admin.open') : differenceText(s.difference)}
              </Typography>
            </Box>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {s.openedBy}
            </Typography>
            {s.report && (
              <Typography>{t('admin.summary', { count: s.report.bills, takings: formatRupeeAmount(s.report.total) })}</Typography>
            )}
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
