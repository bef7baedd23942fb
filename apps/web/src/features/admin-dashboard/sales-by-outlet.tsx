import { useTranslation } from 'react-i18next';
import { inLanguage, type SalesReport } from '@halwai/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../i18n/use-language';
import { formatWholeRupees } from '../../lib/format';

type Row = NonNullable<SalesReport['byOutlet']>[number];

/** One set of books over several outlets: each outlet's orders and sales, and the whole shop's below them. */
export function SalesByOutlet({ outlets, report }: { outlets: readonly Row[]; report: SalesReport }) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  const cells = (row: Pick<Row, 'orders' | 'revenue' | 'paidRevenue' | 'unpaidRevenue' | 'cancelled'>) => (
    <>
      <TableCell align="right">{row.orders}</TableCell>
      <TableCell align="right">{formatWholeRupees(row.revenue)}</TableCell>
      <TableCell align="right">{formatWholeRupees(row.paidRevenue)}</TableCell>
      <TableCell align="right">{formatWholeRupees(row.unpaidRevenue)}</TableCell>
      <TableCell align="right">{row.cancelled}</TableCell>
    </>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={t('outlets.heading')}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('outlets.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('outlets.note')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('outlets.heading')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('outlets.outlet')}</TableCell>
              <TableCell align="right">{t('outlets.orders')}</TableCell>
              <TableCell align="right">{t('outlets.sales')}</TableCell>
              <TableCell align="right">{t('outlets.paid')}</TableCell>
              <TableCell align="right">{t('outlets.unpaid')}</TableCell>
              <TableCell align="right">{t('outlets.cancelled')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {outlets.map((row) => (
              <TableRow key={row.outletId}>
                <TableCell>{inLanguage(language, row.name, row.nameHi)}</TableCell>
                {cells(row)}
              </TableRow>
            ))}
            <TableRow sx={{ '& td': { fontWeight: 600 } }}>
              <TableCell>{t('outlets.total')}</TableCell>
              {cells(report)}
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
