import { useTranslation } from 'react-i18next';
import type { SalesReport } from '@halwai/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatSlot } from '../../lib/slot-text';

/** Today's pickup and delivery slots with the places each has left, a full one marked. */
export function SlotsToday({ slots }: { slots: NonNullable<SalesReport['slotsToday']> }) {
  const { t } = useTranslation('admin-dashboard');
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
                <TableRow key={`${row.type} ${row.slot}`}>
                  <TableCell>
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
