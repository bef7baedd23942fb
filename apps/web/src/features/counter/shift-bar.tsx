import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRupees, rupeesToPaise } from '@halwai/domain';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../i18n/use-language';
import { useCurrentShift } from './api/get-current-shift';
import { useCounterOutlets } from '../../lib/outlets/staff-outlets';
import { CloseShiftDialog } from './close-shift-dialog';
import { OpenShiftDialog } from './open-shift-dialog';
import { PaidOutDialog } from './paid-out-dialog';
import { ReturnsDialog } from './returns-dialog';

type Open = 'open' | 'close' | 'paidOut' | 'returns' | null;

/** The counter's shift: open since when, the cash the drawer should hold; open, pay out, take a return, close. */
export function ShiftBar() {
  const { t } = useTranslation('counter-shifts');
  const language = useLanguage();
  const current = useCurrentShift();
  const counterOutlets = useCounterOutlets();
  const outlet = counterOutlets.several ? counterOutlets.outlets.find((o) => o.id === current.data?.outletId) : undefined;
  const [open, setOpen] = useState<Open>(null);
  const shift = current.data ?? null;
  // The close dialog stays up after the close, with its answer, though the shift is no longer current.
  const [closing, setClosing] = useState<typeof shift>(null);

  if (current.error) return <LoadErrorAlert what={t('bar.loadError')} error={current.error} onRetry={current.refetch} />;
  if (current.isPending) return null;

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.25, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      data-testid="shift-bar"
    >
      <Typography sx={{ flex: '1 1 16rem', minWidth: 0 }} role="status">
        {shift
          ? t('bar.open', {
              since: formatDateTime(shift.openedAt, language),
              expected: formatRupees(rupeesToPaise(shift.drawer.expected)),
            })
          : t('bar.none')}
        {/* Which outlet the shift is at, in a shop with several. */}
        {outlet && ` · ${t('bar.outlet', { name: (language === 'hi' && outlet.nameHi) || outlet.name })}`}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setOpen('returns')}>
          {t('bar.returns')}
        </Button>
        {shift ? (
          <>
            <Button variant="outlined" onClick={() => setOpen('paidOut')}>
              {t('bar.paidOut')}
            </Button>
            <Button
              variant="contained"
              color="secondary"
              onClick={() => {
                setClosing(shift);
                setOpen('close');
              }}
            >
              {t('bar.close')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => setOpen('open')}>
            {t('bar.openShift')}
          </Button>
        )}
      </Stack>
      {open === 'open' && <OpenShiftDialog onClose={() => setOpen(null)} />}
      {open === 'paidOut' && shift && <PaidOutDialog shiftId={shift.id} onClose={() => setOpen(null)} />}
      {open === 'close' && closing && <CloseShiftDialog shift={closing} onClose={() => setOpen(null)} />}
      {open === 'returns' && <ReturnsDialog onClose={() => setOpen(null)} />}
    </Paper>
  );
}
