import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { paths } from '../../lib/paths';
import { RollPage } from '../../lib/roll-paper/roll-page';
import { ZReportPaper } from '../../lib/roll-paper/z-report-paper';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCounterShift } from './api/get-counter-shift';

/** `/counter/shifts/:id/report?width=58|80`: a shift's Z report, kept, printable on the receipt roll. */
export function ZReportPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('counter-shifts');
  useDocumentTitle(t('z.documentTitle', { id }));
  const shift = useCounterShift(id);
  const report = shift.data?.report ?? null;

  return (
    <RollPage
      ready={Boolean(shift.data)}
      error={shift.error}
      loading={t('z.loading')}
      back={{ to: paths.counter, label: t('roll.back') }}
    >
      {(width, ref) =>
        shift.data && report ? (
          <ZReportPaper shift={shift.data} report={report} width={width} ref={ref} />
        ) : (
          <Alert severity="info" sx={{ maxWidth: 480, mx: 'auto' }}>
            {t('z.stillOpen')}
          </Alert>
        )
      }
    </RollPage>
  );
}
