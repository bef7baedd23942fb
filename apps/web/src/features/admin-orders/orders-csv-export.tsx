import { useState } from 'react';
import { isIsoDate } from '@halwai/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { DateField } from '../../lib/admin-ui/date-field';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { lastDays } from '../../lib/report-range';
import { useShopInfo } from '../../lib/use-shop-info';
import { useDownloadOrdersCsv } from './api/download-orders-csv';

/** Downloads the orders of a range of days as a spreadsheet file; the last 30 days unless chosen otherwise. */
export function OrdersCsvExport({ onError }: { onError: (message: string) => void }) {
  const { t } = useTranslation('admin-orders');
  const { timeZone } = useShopInfo();
  const [range, setRange] = useState(() => lastDays(30, timeZone));
  const download = useDownloadOrdersCsv();
  const valid = isIsoDate(range.from) && isIsoDate(range.to) && range.from <= range.to;

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ mb: 1.5, fontWeight: 600 }}>
        {t('export.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={2} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <DateField
          label={t('export.from')}
          size="small"
          value={range.from}
          onChange={(from) => setRange((r) => ({ ...r, from }))}
          max={range.to || undefined}
          sx={{ width: { sm: 200 } }}
        />
        <DateField
          label={t('export.to')}
          size="small"
          value={range.to}
          onChange={(to) => setRange((r) => ({ ...r, to }))}
          min={range.from || undefined}
          sx={{ width: { sm: 200 } }}
        />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          sx={{ whiteSpace: 'nowrap' }}
          disabled={!valid}
          loading={download.isPending}
          onClick={() => download.mutate(range, { onError: (error) => onError(errorMessage(error, t('export.failed'))) })}
        >
          {t('export.download')}
        </Button>
      </Stack>
    </Paper>
  );
}
