import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductionList } from '@halwai/domain';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShopInfo } from '../../lib/use-shop-info';
import { useProductionList } from './api/get-production-list';
import { formatCalendarDate } from './calendar-date';
import { DayField } from './day-field';
import { cell, numberCell } from './paper-cells';
import { PaperPrintStyles } from './paper-print-styles';
import { PaperState } from './paper-state';
import { PaperToolbar } from './paper-toolbar';
import { usePaperDate } from './use-paper-date';

/** `/admin/orders/production?date=`: what the kitchen makes for a day, summed over that day's open orders. */
export function ProductionListPage() {
  const [date, setDate] = usePaperDate();
  const list = useProductionList(date);
  useDocumentTitle(`Production list ${date}`);
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <PaperPrintStyles size="a4" />
      <PaperToolbar>
        <DayField value={date} onChange={setDate} />
      </PaperToolbar>
      {list.data ? (
        <Production list={list.data} />
      ) : (
        <PaperState what="The production list" error={list.error} onRetry={list.refetch} />
      )}
    </Box>
  );
}

function Production({ list }: { list: ProductionList }) {
  const shop = useShopInfo();
  return (
    <Box
      data-paper="a4"
      sx={{ maxWidth: '210mm', mx: 'auto', p: { xs: 2, sm: 4 }, bgcolor: '#fff', color: '#000', boxShadow: 2 }}
    >
      <Typography sx={{ color: 'text.secondary' }}>{shop.name}</Typography>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
        Production list · {formatCalendarDate(list.date)}
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        {list.orders} open {list.orders === 1 ? 'order' : 'orders'} due this day (preferred date, else the day placed)
      </Typography>
      {list.items.length === 0 ? (
        <Typography>Nothing to make: no open orders are due this day.</Typography>
      ) : (
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }} aria-label="Production list">
          <thead>
            <tr>
              <Box component="th" sx={cell}>
                Item
              </Box>
              <Box component="th" sx={cell}>
                Pack
              </Box>
              <Box component="th" sx={numberCell}>
                Quantity
              </Box>
              <Box component="th" sx={numberCell}>
                Orders
              </Box>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <tr key={`${item.productId ?? item.name}-${item.variant}`}>
                <Box component="td" sx={{ ...cell, fontWeight: 600 }}>
                  {item.name}
                </Box>
                <Box component="td" sx={cell}>
                  {item.variant}
                </Box>
                <Box component="td" sx={{ ...numberCell, fontWeight: 800, fontSize: '1.1em' }}>
                  {item.quantity}
                </Box>
                <Box component="td" sx={numberCell}>
                  {item.orders}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
}
