import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatOrderId, type RunSheet } from '@halwai/domain';
import { formatMobile, formatRupeeAmount } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShopInfo } from '../../lib/use-shop-info';
import { useRunSheet } from './api/get-run-sheet';
import { formatCalendarDate } from './calendar-date';
import { DayField } from './day-field';
import { cell, numberCell } from './paper-cells';
import { PaperPrintStyles } from './paper-print-styles';
import { PaperState } from './paper-state';
import { PaperToolbar } from './paper-toolbar';
import { usePaperDate } from './use-paper-date';

/** `/admin/orders/run-sheet?date=`: the rider's round for a day, by pincode, with what to collect at each door. */
export function RunSheetPage() {
  const [date, setDate] = usePaperDate();
  const sheet = useRunSheet(date);
  useDocumentTitle(`Run sheet ${date}`);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <PaperPrintStyles size="a4" />
      <PaperToolbar>
        <DayField value={date} onChange={setDate} />
      </PaperToolbar>
      {sheet.data ? (
        <Sheet sheet={sheet.data} />
      ) : (
        <PaperState what="The run sheet" error={sheet.error} onRetry={sheet.refetch} />
      )}
    </Box>
  );
}

function Sheet({ sheet }: { sheet: RunSheet }) {
  const shop = useShopInfo();
  return (
    <Box
      data-paper="a4"
      sx={{ maxWidth: '210mm', mx: 'auto', p: { xs: 2, sm: 4 }, bgcolor: '#fff', color: '#000', boxShadow: 2 }}
    >
      <Typography sx={{ color: 'text.secondary' }}>{shop.name}</Typography>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
        Delivery run sheet · {formatCalendarDate(sheet.date)}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {sheet.orders} {sheet.orders === 1 ? 'delivery' : 'deliveries'} · to collect in all{' '}
        <strong>{formatRupeeAmount(sheet.toCollect)}</strong>
      </Typography>
      {sheet.pincodes.length === 0 && <Typography>No open deliveries are due this day.</Typography>}
      {sheet.pincodes.map((group) => (
        <Box
          component="section"
          key={group.pincode}
          aria-label={`Pincode ${group.pincode}`}
          sx={{ mb: 3, breakInside: 'avoid-page' }}
        >
          <Typography component="h2" variant="h6" sx={{ fontWeight: 800, borderBottom: 2, mb: 0.5 }}>
            Pincode {group.pincode || '—'} · collect {formatRupeeAmount(group.toCollect)}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Box
              component="table"
              sx={{ width: '100%', borderCollapse: 'collapse' }}
              aria-label={`Deliveries to ${group.pincode}`}
            >
              <thead>
                <tr>
                  <Box component="th" sx={cell}>
                    Order
                  </Box>
                  <Box component="th" sx={cell}>
                    Customer
                  </Box>
                  <Box component="th" sx={cell}>
                    Address
                  </Box>
                  <Box component="th" sx={numberCell}>
                    To collect
                  </Box>
                  <Box component="th" sx={cell}>
                    Done
                  </Box>
                </tr>
              </thead>
              <tbody>
                {group.orders.map((order) => (
                  <tr key={order.id}>
                    <Box component="td" sx={{ ...cell, fontWeight: 700, whiteSpace: 'nowrap' }}>
                      #{formatOrderId(order.id)}
                    </Box>
                    <Box component="td" sx={cell}>
                      {order.customerName}
                      <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                        {formatMobile(order.customerMobile)}
                      </Box>
                    </Box>
                    <Box component="td" sx={{ ...cell, overflowWrap: 'anywhere' }}>
                      {order.address}, {order.pincode}
                    </Box>
                    <Box component="td" sx={{ ...numberCell, fontWeight: 800 }}>
                      {order.paid ? 'Paid' : formatRupeeAmount(order.toCollect)}
                    </Box>
                    <Box component="td" sx={cell} aria-label="Tick when delivered">
                      ☐
                    </Box>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
