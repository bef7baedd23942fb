import { useTranslation } from 'react-i18next';
import { stepsFor, type OrderView } from '@halwai/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatDateTime } from '../../lib/format';

/**
 * Where the order stands in the shop's day: Placed → Confirmed → Preparing → Ready for pickup or
 * Out for delivery → Completed, each reached step with its time; a cancelled order says so, with
 * the shop's reason.
 */
export function OrderProgress({ order }: { order: OrderView }) {
  const { t } = useTranslation('checkout');
  // Five steps side by side do not fit a phone: there they stand one under another.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (order.status === 'cancelled') {
    const reason = order.history.findLast((entry) => entry.status === 'cancelled')?.reason;
    return (
      <Alert severity="error" sx={{ mb: 3 }} aria-label={t('progress.label')}>
        <Typography sx={{ fontWeight: 700 }}>{t('progress.cancelled')}</Typography>
        {reason && <Typography>{t('progress.reason', { reason })}</Typography>}
      </Alert>
    );
  }
  const way = stepsFor(order.fulfilment.type);
  const current = way.indexOf(order.status);
  // The latest time each step was reached (an Undo may have taken a step back since).
  const reachedAt = new Map(order.history.map((entry) => [entry.status, entry.at]));
  return (
    <Box component="section" aria-label={t('progress.label')} sx={{ mb: 4 }}>
      <Stepper
        activeStep={order.status === 'completed' ? way.length : current}
        orientation={phone ? 'vertical' : 'horizontal'}
        alternativeLabel={!phone}
      >
        {way.map((step, index) => {
          const at = index <= current ? reachedAt.get(step) : undefined;
          return (
            <Step key={step} completed={index < current || order.status === 'completed'}>
              <StepLabel optional={at && <Typography variant="caption">{formatDateTime(at)}</Typography>}>
                {/* The customer's names for the steps: the first is when they placed it. */}
                <span aria-current={index === current ? 'step' : undefined}>{t(`progress.steps.${step}`)}</span>
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}
