import { useTranslation } from 'react-i18next';
import type { SalesReport } from '@halwai/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatWholeRupees } from '../../lib/format';

const percent = new Intl.NumberFormat('en-IN', { style: 'percent', maximumFractionDigits: 0 });

/** One set of books: the storefront's, the counter's and the phone's orders and sales side by side. */
export function SalesByChannel({ channels }: { channels: NonNullable<SalesReport['byChannel']> }) {
  const { t } = useTranslation('admin-dashboard');
  const revenue = channels.reduce((sum, c) => sum + c.revenue, 0);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('channels.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('channels.note')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('channels.heading')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('channels.channel')}</TableCell>
              <TableCell align="right">{t('channels.orders')}</TableCell>
              <TableCell align="right">{t('channels.sales')}</TableCell>
              <TableCell align="right">{t('channels.share')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {channels.map((row) => (
              <TableRow key={row.channel}>
                <TableCell>{t(`channels.names.${row.channel}`)}</TableCell>
                <TableCell align="right">{row.orders}</TableCell>
                <TableCell align="right">{formatWholeRupees(row.revenue)}</TableCell>
                <TableCell align="right">{revenue === 0 ? '—' : percent.format(row.revenue / revenue)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
