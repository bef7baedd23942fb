import { useTranslation } from 'react-i18next';
import { inLanguage, type SalesReport } from '@halwai/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../i18n/use-language';
import { formatSlot } from '../../lib/slot-text';

type Outlet = Pick<NonNullable<SalesReport['byOutlet']>[number], 'outletId' | 'name' | 'nameHi'>;

/**
 * Today's pickup and delivery slots with the places each has left, a full one marked. Each outlet's
 * places are its own: when the slots are of more than one outlet, each row names its outlet.
 */
export function SlotsToday({
  slots,
  outlets = [],
}: {
  slots: NonNullable<SalesReport['slotsToday']>;
  outlets?: readonly Outlet[];
}) {
  const { t } = useTranslation('admin-dashboard');
  const language = useLanguage();
  const several = new Set(slots.map((s) => s.outletId)).size > 1;
  const outletOf = (id: number) => {
    const outlet = outlets.find((o) => o.outletId === id);
    return outlet ? `${inLanguage(language, outlet.name, outlet.nameHi)} · ` : '';
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('today.slots')}
      </Typography>
      {slots.length === 0 ? (
        <Typography color="text.secondary">{t('today.noSlots')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('today.slots')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('today.slot')}</TableCell>
                <TableCell align="right">{t('today.taken')}</TableCell>
                <TableCell align="right">{t('today.left')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {slots.map((row) => (
                <TableRow key={`${row.outletId} ${row.type} ${row.slot}`}>
                  <TableCell>
                    {several && outletOf(row.outletId)}
                    {t(`today.types.${row.type}`)} · {formatSlot(row.slot)}
                  </TableCell>
                  <TableCell align="right">
                    {t('today.ofCapacity', { taken: row.capacity - row.left, capacity: row.capacity })}
                  </TableCell>
                  <TableCell align="right">
                    {row.left === 0 ? <Chip size="small" color="warning" label={t('today.full')} /> : row.left}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
