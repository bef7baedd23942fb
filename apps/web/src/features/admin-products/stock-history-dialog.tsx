import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TableHeadRow } from '../../lib/admin-ui/table-head-row';
import { formatDateTime } from '../../lib/format';
import { useStockHistory } from './api/get-stock-history';

const shown = (stock: number | null) => (stock === null ? 'not counted' : String(stock));

/** Who changed a product's stock, when, from what to what and why: staff, orders and cancellations. */
export function StockHistoryDialog({ product, onClose }: { product: { id: number; name: string } | null; onClose: () => void }) {
  const history = useStockHistory(product?.id ?? null);
  return (
    <Dialog open={product !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="stock-history-title">
      <DialogTitle id="stock-history-title">Stock of {product?.name}</DialogTitle>
      <DialogContent>
        {history.data?.length === 0 && <Typography color="text.secondary">No changes yet.</Typography>}
        {history.error && <Typography color="error">{history.error.message}</Typography>}
        {history.data && history.data.length > 0 && (
          <Table size="small" aria-label={`Stock history of ${product?.name ?? ''}`}>
            <TableHeadRow columns={['When', 'Who', 'Change', 'Why']} />
            <TableBody>
              {history.data.map((entry, index) => (
                <TableRow key={index}>
                  <TableCell>{formatDateTime(entry.at)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.by}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {shown(entry.before)} → {shown(entry.after)}
                  </TableCell>
                  <TableCell>{entry.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
