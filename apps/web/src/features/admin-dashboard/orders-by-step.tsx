import { useTranslation } from 'react-i18next';
import { ORDER_STEPS, type SalesReport } from '@halwai/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The period's orders by the step each is at now: what the kitchen and the counter still have to do. */
export function OrdersByStep({ byStatus }: { byStatus: SalesReport['byStatus'] }) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('steps.heading')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: 1, m: 0 }}>
        {ORDER_STEPS.map((step) => (
          <Box key={step} sx={{ bgcolor: 'background.default', borderRadius: 2, px: 1.5, py: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`steps.${step}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {byStatus[step]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
