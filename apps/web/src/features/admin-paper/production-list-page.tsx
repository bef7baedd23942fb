import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { inLanguage, type ProductionList } from '@halwai/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShopInfo } from '../../lib/use-shop-info';
import { useProductionList } from './api/get-production-list';
import { formatCalendarDate } from './calendar-date';
import { DayField } from './day-field';
import { cell, numberCell } from './paper-cells';
import { PaperPrintStyles } from '../../lib/ui/paper-print-styles';
import { PaperState } from './paper-state';
import { PaperToolbar } from './paper-toolbar';
import { usePaperDate } from './use-paper-date';
import { hasSlotGroups } from './slot-groups';
import { formatSlot } from '../../lib/slot-text';

/** `/admin/orders/production?date=`: what the kitchen makes for a day, summed over that day's open orders, by slot when the shop has slots. */
export function ProductionListPage() {
  const [date, setDate] = usePaperDate();
  const list = useProductionList(date);
  const { t } = useTranslation('admin-paper');
  useDocumentTitle(t('production.documentTitle', { date }));
  return (
    <Box sx={{ px: { xs: 1, sm: 2 } }}>
      <PaperPrintStyles size="a4" />
      <PaperToolbar>
        <DayField value={date} onChange={setDate} />
      </PaperToolbar>
      {list.data ? (
        <Production list={list.data} />
      ) : (
        <PaperState what="productionList" error={list.error} onRetry={list.refetch} />
      )}
    </Box>
  );
}

type ProductionItem = ProductionList['items'][number];

function Production({ list }: { list: ProductionList }) {
  const shop = useShopInfo();
  const { t } = useTranslation('admin-paper');
  const language = useLanguage();
  const groups = list.slots ?? [];
  const bySlot = hasSlotGroups(groups);
  return (
    <Box
      data-paper="a4"
      sx={{ maxWidth: '210mm', mx: 'auto', p: { xs: 2, sm: 4 }, bgcolor: '#fff', color: '#000', boxShadow: 2 }}
    >
      <Typography sx={{ color: 'text.secondary' }}>{shop.name}</Typography>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
        {t('production.title', { date: formatCalendarDate(list.date, language) })}
      </Typography>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('production.due', { count: list.orders })}</Typography>
      {list.items.length === 0 ? (
        <Typography>{t('production.nothing')}</Typography>
      ) : bySlot ? (
        groups.map((group) => {
          const heading = group.slot === null ? t('slots.noSlot') : formatSlot(group.slot, language);
          return (
            <Box component="section" key={group.slot ?? ''} aria-label={heading} sx={{ mb: 3, breakInside: 'avoid-page' }}>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 800, borderBottom: 2, mb: 0.5 }}>
                {t('slots.groupTitle', { slot: heading, count: group.orders })}
              </Typography>
              <ItemsTable items={group.items} label={t('production.labelFor', { slot: heading })} />
            </Box>
          );
        })
      ) : (
        <ItemsTable items={list.items} label={t('production.label')} />
      )}
    </Box>
  );
}

/** The packs to make, by the name shown: a Hindi list reads in the order of its own alphabet. */
function ItemsTable({ items, label }: { items: ProductionItem[]; label: string }) {
  const { t } = useTranslation('admin-paper');
  const language = useLanguage();
  const named = items.map((item) => ({ ...item, shownName: inLanguage(language, item.name, item.nameHi) }));
  // The server lists them by English name.
  if (language !== 'en') {
    const collator = new Intl.Collator(language, { numeric: true });
    named.sort((a, b) => collator.compare(a.shownName, b.shownName) || collator.compare(a.variant, b.variant));
  }
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }} aria-label={label}>
      <thead>
        <tr>
          <Box component="th" sx={cell}>
            {t('production.item')}
          </Box>
          <Box component="th" sx={cell}>
            {t('production.pack')}
          </Box>
          <Box component="th" sx={numberCell}>
            {t('production.quantity')}
          </Box>
          <Box component="th" sx={numberCell}>
            {t('production.orders')}
          </Box>
        </tr>
      </thead>
      <tbody>
        {named.map((item) => (
          <tr key={`${item.productId ?? item.name}-${item.variant}`}>
            <Box component="td" sx={{ ...cell, fontWeight: 600 }}>
              {item.shownName}
              {item.contents && (
                <Box component="ul" aria-label={t('production.contents')} sx={{ m: 0, mt: 0.25, pl: 2.5, fontWeight: 400, fontSize: '0.9em' }}>
                  {item.contents.map((piece) => (
                    <li key={`${piece.productId ?? piece.name}-${piece.portion}`}>
                      {t('production.portions', { count: piece.quantity, name: inLanguage(language, piece.name, piece.nameHi), portion: piece.portion })}
                    </li>
                  ))}
                </Box>
              )}
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
  );
}
