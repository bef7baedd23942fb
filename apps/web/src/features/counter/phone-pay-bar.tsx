import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatRupees, type Paise } from '@halwai/domain';

/**
 * On a phone the bill sits below the items: the total and Pay stay at the foot of the screen, and a
 * tap on the total scrolls to the bill.
 */
export function PhonePayBar({
  count,
  toPay,
  onPay,
  waiting = false,
}: {
  count: number;
  toPay: Paise;
  onPay: () => void;
  /** The total is not settled yet (an offer code being checked or refused): Pay waits. */
  waiting?: boolean;
}) {
  const { t } = useTranslation('counter');
  if (count === 0) return null;
  const showBill = () => document.getElementById('counter-bill')?.scrollIntoView({ block: 'start' });
  return (
    <Box
      data-print="hide"
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 'appBar',
        gap: 1,
        alignItems: 'center',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button color="inherit" onClick={showBill} sx={{ flex: 1, justifyContent: 'flex-start', textAlign: 'left' }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {t('bill.lines', { count })} · {formatRupees(toPay)}
        </Typography>
      </Button>
      <Button variant="contained" onClick={onPay} disabled={toPay <= 0 || waiting}>
        {t('bill.pay', { amount: formatRupees(toPay) })}
      </Button>
    </Box>
  );
}
