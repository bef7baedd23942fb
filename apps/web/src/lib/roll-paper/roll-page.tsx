import { useCallback, useEffect, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PaperPrintStyles, heightInMm } from '../ui/paper-print-styles';
import type { RollWidth } from '../receipt-printer/receipt-document';

/**
 * A page that prints one slip on the receipt roll (`?width=58|80`): the roll's width, Print and a way
 * back above it, the slip sized to the roll, the printed page as long as the slip. With `?print=1` the
 * print dialog opens by itself once the slip is measured (a Print that found no printer of its own).
 */
export function RollPage({
  ready,
  error,
  loading,
  back,
  children,
}: {
  ready: boolean;
  error: Error | null;
  loading: string;
  back: { to: string; label: string };
  children: (width: RollWidth, ref: Ref<HTMLDivElement>) => ReactNode;
}) {
  const { t } = useTranslation('counter-shifts');
  const [params, setParams] = useSearchParams();
  const width: RollWidth = params.get('width') === '58' ? 58 : 80;
  const [rollMm, setRollMm] = useState<number | null>(null);
  // Measured as the slip is drawn, and again on another roll (a new callback, so React calls it anew).
  const measure = useCallback(
    (paper: HTMLDivElement | null) => {
      if (paper) setRollMm(heightInMm(paper.offsetHeight));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the width changes the slip's height
    [width],
  );
  const printNow = params.get('print') === '1' && ready && rollMm !== null;
  useEffect(() => {
    if (!printNow) return;
    setParams((p) => (p.delete('print'), p), { replace: true });
    window.print();
  }, [printNow, setParams]);

  return (
    <>
      <PaperPrintStyles size={width === 58 ? '58mm' : '80mm'} rollMm={rollMm} />
      <Stack
        data-print="hide"
        direction="row"
        sx={{ gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center' }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={width}
          aria-label={t('roll.width')}
          onChange={(_, next: RollWidth | null) => {
            if (next)
              setParams(
                (p) => {
                  p.set('width', String(next));
                  return p;
                },
                { replace: true },
              );
          }}
        >
          <ToggleButton value={58}>{t('roll.mm58')}</ToggleButton>
          <ToggleButton value={80}>{t('roll.mm80')}</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="contained" onClick={() => window.print()} disabled={!ready}>
          {t('roll.print')}
        </Button>
        <Button component={RouterLink} to={back.to} color="secondary">
          {back.label}
        </Button>
      </Stack>
      {ready ? (
        children(width, measure)
      ) : error ? (
        <Alert severity="error" sx={{ maxWidth: 480, mx: 'auto' }}>
          {error.message}
        </Alert>
      ) : (
        <Typography role="status" sx={{ textAlign: 'center' }}>
          {loading}
        </Typography>
      )}
    </>
  );
}
