import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { useLanguage } from '../../i18n/use-language';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { formatDateTime, formatRupeeAmount } from '../../lib/format';
import { paths } from '../../lib/paths';
import { ZReportPaper } from '../../lib/roll-paper/z-report-paper';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShift } from './api/get-shift';
import { differenceText } from './shifts-page';

/** `/admin/shifts/:id`: one shift: who and when, its paid-outs and, once closed, its Z report as printed. */
export function ShiftPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('counter-shifts');
  const language = useLanguage();
  useDocumentTitle(t('admin.shiftTitle', { id }));
  const shift = useShift(id);
  const s = shift.data;

  return (
    <Container maxWidth="md">
      <AdminPageHeader
        title={t('admin.shiftTitle', { id })}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={paths.shifts}>
              {t('admin.back')}
            </Button>
            {s?.report && (
              <Button component={RouterLink} to={paths.zReport(s.id)} variant="contained" startIcon={<PrintIcon />}>
                {t('admin.print')}
              </Button>
            )}
          </Box>
        }
      />
      {shift.error && <LoadErrorAlert what={t('admin.shiftLoadFailed')} error={shift.error} onRetry={() => shift.refetch()} />}
      {shift.isPending && <Skeleton variant="rounded" height={320} />}
      {s && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr auto' }, gap: 3, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.75 }}>
            <Typography>{t('admin.by', { email: s.openedBy })}</Typography>
            <Typography>{t('admin.openedAt', { at: formatDateTime(s.openedAt, language) })}</Typography>
            <Typography>
              {s.closedAt ? t('admin.closedAt', { at: formatDateTime(s.closedAt, language) }) : t('admin.stillOpen')}
            </Typography>
            <Typography>
              {t('admin.drawer', {
                float: formatRupeeAmount(s.float),
                expected: formatRupeeAmount(s.expected ?? s.drawer.expected),
              })}
            </Typography>
            {s.difference !== null && (
              <Typography sx={{ fontWeight: 700 }}>
                {t('admin.countedLine', { counted: formatRupeeAmount(s.counted ?? 0), difference: differenceText(s.difference) })}
              </Typography>
            )}
            <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
              {t('admin.paidOuts')}
            </Typography>
            {s.paidOuts.length === 0 ? (
              <Typography color="text.secondary">{t('admin.noPaidOuts')}</Typography>
            ) : (
              s.paidOuts.map((p) => (
                <Typography key={p.id}>
                  {formatRupeeAmount(p.amount)} · {p.reason} · {formatDateTime(p.createdAt, language)}
                </Typography>
              ))
            )}
          </Paper>
          {s.report ? <ZReportPaper shift={s} report={s.report} width={80} /> : <Alert severity="info">{t('z.stillOpen')}</Alert>}
        </Box>
      )}
    </Container>
  );
}
