import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isIsoDate } from '@halwai/domain';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { DateField } from '../../lib/admin-ui/date-field';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';
import { shopToday } from '../../lib/report-range';
import { useShopInfo } from '../../lib/use-shop-info';

/** The day's paper for the kitchen and the rider, each opened in a tab of its own to print. */
export function OrderPaperLinks() {
  const { t } = useTranslation('admin-orders');
  const { timeZone } = useShopInfo();
  const [date, setDate] = useState(() => shopToday(timeZone));
  const valid = isIsoDate(date);
  const link = {
    component: RouterLink,
    target: '_blank',
    rel: 'noopener',
    variant: 'outlined',
    startIcon: <PrintIcon />,
    disabled: !valid,
  } as const;

  return (
    <Paper component="section" aria-labelledby="order-paper-title" variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography id="order-paper-title" component="h2" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
        {t('paper.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <DateField label={t('paper.day')} size="small" value={date} onChange={(day) => day && setDate(day)} sx={{ width: { sm: 200 } }} />
        <Button {...link} to={paths.productionList(date)}>
          {t('paper.productionList')}
        </Button>
        <Button {...link} to={paths.runSheet(date)}>
          {t('paper.runSheet')}
        </Button>
      </Stack>
    </Paper>
  );
}
