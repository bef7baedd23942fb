import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DENOMINATIONS, formatRupees, multiplyPaise, paise, rupeesToPaise, type CounterShift, type Paise } from '@halwai/domain';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { useMediaQuery } from '../../lib/use-media-query';
import { useCloseShift } from './api/close-shift';
import { countedNotes, drawerCount, type CountEntry } from './cash-count-entry';
import { zReportPath } from './shift-paths';

/** "Short ₹36", "Over ₹10" or "Exact": how the counted drawer stands against the expected cash. */
export function DifferenceText({ difference }: { difference: Paise }) {
  const { t } = useTranslation('counter-shifts');
  const text =
    difference === 0
      ? t('count.exact')
      : difference < 0
        ? t('count.short', { amount: formatRupees(paise(-difference)) })
        : t('count.over', { amount: formatRupees(difference) });
  return (
    <Box component="span" sx={{ color: difference < 0 ? 'error.main' : difference > 0 ? 'warning.dark' : 'success.dark' }}>
      {text}
    </Box>
  );
}

/**
 * Closes the shift: the drawer counted note by note (₹500 … ₹1), the expected cash, the counted cash
 * and the difference kept live as counts are typed; then the close's answer and the Z report's link.
 */
export function CloseShiftDialog({ shift, onClose }: { shift: CounterShift; onClose: () => void }) {
  const { t } = useTranslation('counter-shifts');
  const phone = useMediaQuery('(max-width: 599.95px)');
  const [entry, setEntry] = useState<CountEntry>({});
  const close = useCloseShift();
  const count = drawerCount(entry, shift.drawer.expected);
  const done = close.data;

  return (
    <Dialog open onClose={onClose} aria-labelledby="close-shift-title" maxWidth="sm" fullWidth fullScreen={phone}>
      <DialogTitle id="close-shift-title">{done ? t('close.closedTitle') : t('close.title')}</DialogTitle>
      <DialogContent>
        {done ? (
          <Box sx={{ textAlign: 'center', display: 'grid', gap: 1 }} data-testid="close-result">
            <Sums
              expected={rupeesToPaise(done.expected)}
              counted={rupeesToPaise(done.counted)}
              difference={rupeesToPaise(done.difference)}
            />
            <Typography>{t('close.bills', { count: done.report.bills })}</Typography>
          </Box>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ mb: 1.5 }}>
              {t('close.help')}
            </Typography>
            <Box
              role="group"
              aria-label={t('close.countLabel')}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 1 }}
            >
              {DENOMINATIONS.map((d) => {
                const n = countedNotes(entry)[String(d)] ?? 0;
                return (
                  <Box key={d} sx={{ display: 'grid', gridTemplateColumns: '4.5rem 1fr 6rem', gap: 1, alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 700 }}>₹{d}</Typography>
                    <TextField
                      size="small"
                      placeholder="0"
                      value={entry[String(d)] ?? ''}
                      onChange={(event) => setEntry((e) => ({ ...e, [String(d)]: event.target.value }))}
                      // The row's note says which count it is; a visible label would not fit beside it on a tablet.
                      slotProps={{
                        htmlInput: {
                          inputMode: 'numeric',
                          pattern: '[0-9]*',
                          'aria-label': t('close.howMany', { note: `₹${d}` }),
                        },
                      }}
                    />
                    <Typography sx={{ textAlign: 'right', color: 'text.secondary' }}>
                      {formatRupees(multiplyPaise(rupeesToPaise(d), n))}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
            <Box sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('close.expectedHow', {
                  float: formatRupees(rupeesToPaise(shift.float)),
                  cash: formatRupees(rupeesToPaise(shift.drawer.cashTaken)),
                  refunds: formatRupees(rupeesToPaise(shift.drawer.cashRefunded)),
                  paidOut: formatRupees(rupeesToPaise(shift.drawer.paidOut)),
                })}
              </Typography>
              <Sums expected={count.expected} counted={count.counted} difference={count.difference} />
            </Box>
            {close.error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {errorMessage(close.error, t('close.failed'))}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {done ? (
          <>
            <Button component={RouterLink} to={zReportPath(done.shift.id)} variant="contained" size="large">
              {t('close.zReport')}
            </Button>
            <Button onClick={onClose} size="large">
              {t('close.done')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button
              variant="contained"
              color={count.difference === 0 ? 'primary' : 'warning'}
              size="large"
              loading={close.isPending}
              onClick={() => close.mutate({ id: shift.id, counted: countedNotes(entry) })}
            >
              {t('close.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Sums({ expected, counted, difference }: { expected: Paise; counted: Paise; difference: Paise }) {
  const { t } = useTranslation('counter-shifts');
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: 1,
        m: 0,
        mt: 1,
        '& dd': { m: 0, fontSize: '1.35rem', fontWeight: 800 },
      }}
    >
      <div>
        <dt>{t('count.expected')}</dt>
        <dd data-testid="count-expected">{formatRupees(expected)}</dd>
      </div>
      <div>
        <dt>{t('count.counted')}</dt>
        <dd data-testid="count-counted">{formatRupees(counted)}</dd>
      </div>
      <div>
        <dt>{t('count.difference')}</dt>
        <dd data-testid="count-difference">
          <DifferenceText difference={difference} />
        </dd>
      </div>
    </Box>
  );
}
