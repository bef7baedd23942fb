import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatOrderId, type RunSheet } from '@halwai/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { formatMobile, formatRupeeAmount } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShopInfo } from '../../lib/use-shop-info';
import { useRunSheet } from './api/get-run-sheet';
import { formatCalendarDate } from './calendar-date';
import { DayField } from './day-field';
import { cell, numberCell } from './paper-cells';
import { PaperPrintStyles } from '../../lib/ui/paper-print-styles';
import { PaperState } from './paper-state';
import { PaperToolbar } from './paper-toolbar';
import { usePaperDate } from './use-paper-date';
import { hasSlotGroups, runSheetBySlot } from './slot-groups';
import { formatSlot } from '../../lib/slot-text';

/** `/admin/orders/run-sheet?date=`: the rider's round for a day, by slot when the shop has slots, then by pincode, with what to collect at each door. */
export function RunSheetPage() {
  const [date, setDate] = usePaperDate();
  const sheet = useRunSheet(date);
  const { t } = useTranslation('admin-paper');
  useDocumentTitle(t('runSheet.documentTitle', { date }));
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <PaperPrintStyles size="a4" />
      <PaperToolbar>
        <DayField value={date} onChange={setDate} />
      </PaperToolbar>
      {sheet.data ? <Sheet sheet={sheet.data} /> : <PaperState what="runSheet" error={sheet.error} onRetry={sheet.refetch} />}
    </Box>
  );
}

function Sheet({ sheet }: { sheet: RunSheet }) {
  const shop = useShopInfo();
  const { t } = useTranslation('admin-paper');
  const language = useLanguage();
  const groups = runSheetBySlot(sheet);
  const bySlot = hasSlotGroups(groups);
  return (
    <Box
      data-paper="a4"
      sx={{ maxWidth: '210mm', mx: 'auto', p: { xs: 2, sm: 4 }, bgcolor: '#fff', color: '#000', boxShadow: 2 }}
    >
      <Typography sx={{ color: 'text.secondary' }}>{shop.name}</Typography>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
        {t('runSheet.title', { date: formatCalendarDate(sheet.date, language) })}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('runSheet.deliveries', { count: sheet.orders })} · {t('runSheet.toCollectInAll')}{' '}
        <strong>{formatRupeeAmount(sheet.toCollect)}</strong>
      </Typography>
      {sheet.pincodes.length === 0 && <Typography>{t('runSheet.none')}</Typography>}
      {bySlot
        ? groups.map((group) => {
            const heading = group.slot === null ? t('slots.noSlot') : formatSlot(group.slot, language);
            return (
              <Box component="section" key={group.slot ?? ''} aria-label={heading} sx={{ mb: 4 }}>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 800, bgcolor: 'grey.100', px: 1, py: 0.5, mb: 1.5 }}>
                  {t('slots.groupTitle', { slot: heading, count: group.orders })}
                </Typography>
                {group.pincodes.map((pincodes) => (
                  <PincodeOrders key={pincodes.pincode} group={pincodes} level={3} />
                ))}
              </Box>
            );
          })
        : sheet.pincodes.map((group) => <PincodeOrders key={group.pincode} group={group} level={2} />)}
    </Box>
  );
}

/** One pincode's doors, with what to collect at each and a box to tick. */
function PincodeOrders({ group, level }: { group: RunSheet['pincodes'][number]; level: 2 | 3 }) {
  const { t } = useTranslation('admin-paper');
  return (
    <Box component="section" aria-label={t('runSheet.pincode', { pincode: group.pincode })} sx={{ mb: 3, breakInside: 'avoid-page' }}>
      <Typography component={level === 2 ? 'h2' : 'h3'} variant="h6" sx={{ fontWeight: 800, borderBottom: 2, mb: 0.5 }}>
        {t('runSheet.pincodeTitle', { pincode: group.pincode || '—', amount: formatRupeeAmount(group.toCollect) })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }} aria-label={t('runSheet.deliveriesTo', { pincode: group.pincode })}>
          <thead>
            <tr>
              <Box component="th" sx={cell}>
                {t('runSheet.order')}
              </Box>
              <Box component="th" sx={cell}>
                {t('runSheet.customer')}
              </Box>
              <Box component="th" sx={cell}>
                {t('runSheet.address')}
              </Box>
              <Box component="th" sx={numberCell}>
                {t('runSheet.toCollect')}
              </Box>
              <Box component="th" sx={cell}>
                {t('runSheet.done')}
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
                  {order.paid ? t('runSheet.paid') : formatRupeeAmount(order.toCollect)}
                </Box>
                <Box component="td" sx={cell} aria-label={t('runSheet.tick')}>
                  ☐
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
