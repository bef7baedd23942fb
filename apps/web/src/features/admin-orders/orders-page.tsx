import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useShopOutlets } from '../../lib/outlets/use-outlets';
import { ORDER_CHANNELS, ORDER_STEPS, type AdminOrder, type FulfilmentType, type OrderChannel } from '@halwai/domain';
import FilterListIcon from '@mui/icons-material/FilterList';
import PhoneIcon from '@mui/icons-material/Phone';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { orderQueryOptions } from './api/get-order';
import { paths } from '../../lib/paths';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { DateField } from '../../lib/admin-ui/date-field';
import { EmptyState } from '../../lib/admin-ui/empty-state';
import { LoadErrorAlert } from '../../lib/admin-ui/load-error-alert';
import { NoticeSnackbar } from '../../lib/admin-ui/notice-snackbar';
import { useNotice } from '../../lib/admin-ui/use-notice';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMediaQuery } from '../../lib/use-media-query';
import { SearchField } from '../../lib/ui/search-field';
import { useOrders } from './api/get-orders';
import type { OrdersFilter } from './api/order-keys';
import { LiveOrdersToolbar } from './live-orders-toolbar';
import { newOrders } from './new-orders';
import { NotificationsHealthBanner } from './notifications-health-banner';
import { OrderCard } from './order-card';
import { OrderPaperLinks } from './order-paper-links';
import { OrdersCsvExport } from './orders-csv-export';
import { OrderDetailsDialog } from './order-details-dialog';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useOrderSteps } from './use-order-steps';
import { SkeletonGrid } from '../../lib/admin-ui/skeleton-cards';
import { StatusLine } from '../../lib/admin-ui/status-line';

const SEARCH_DELAY_MS = 300;
// Two columns until very wide screens: a pending order's three buttons then fit on one line.
const GRID_SIZE = { xs: 12, md: 6, xl: 4 };
/** The status filter: every order, every open one (the spec's 0), or one step. */
const statusFilter = (value: string): OrdersFilter['status'] =>
  value === 'all' ? null : value === 'open' ? 0 : (value as OrdersFilter['status']);
/** Below MUI's `sm` breakpoint (a phone) the filters other than the search fold away behind a button. */
const PHONE = '(max-width: 599.95px)';

/** The orders screen: newest first, filtered by step or searched by name or mobile; staff move each order through its steps. */
export function OrdersPage() {
  const { t } = useTranslation(['admin-orders', 'common']);
  useDocumentTitle(t('page.title'));
  newOrders.useViewing();
  const [status, setStatus] = useState<OrdersFilter['status']>(null);
  const [search, setSearch] = useState('');
  const [fulfilment, setFulfilment] = useState<FulfilmentType | null>(null);
  const [placedOn, setPlacedOn] = useState('');
  const [preferredDate, setPreferredDate] = useState('');
  const [channel, setChannel] = useState<OrderChannel | null>(null);
  const [outlet, setOutlet] = useState<number | null>(null);
  const shop = useShopOutlets();
  const phone = useMediaQuery(PHONE);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const orders = useOrders({
    status,
    search: useDebouncedValue(search, SEARCH_DELAY_MS),
    fulfilment,
    placedOn,
    preferredDate,
    channel,
    outlet,
  });
  const { notice, notify, dismiss } = useNotice();
  const { handlers, dialog: stepDialog } = useOrderSteps(notify);
  // Kept while its dialog fades out, so the text does not vanish mid-animation.
  const [viewing, setViewing] = useState<AdminOrder | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const view = (order: AdminOrder) => {
    setViewing(order);
    setDetailsOpen(true);
  };
  // `?order=12` opens that order, as placing a phone order and the shop's email link do.
  const [params, setParams] = useSearchParams();
  const opening = Number(params.get('order')) || null;
  const toOpen = useQuery({ ...orderQueryOptions(opening ?? 0), enabled: opening !== null });
  // Shown until staff open another order or close it; closing drops `?order` from the address.
  const linked = opening !== null && viewing === null ? toOpen.data : undefined;
  const closeDetails = () => {
    setDetailsOpen(false);
    if (opening !== null) setParams((current) => (current.delete('order'), current), { replace: true });
  };
  const list = orders.data ?? [];
  const filtersSet = [status !== null, fulfilment !== null, channel !== null, outlet !== null, placedOn !== '', preferredDate !== ''].filter(
    Boolean,
  ).length;
  const filtering = filtersSet > 0 || search.trim() !== '';

  // Beside the search on a wide screen (each shrinking to fit, so the row never overflows); folded behind a button on a phone.
  const fieldSx = phone ? undefined : { flex: '1 1 150px', minWidth: 140, maxWidth: 220 };
  const filters = (
    <>
      <TextField
        select
        label={t('filters.status')}
        value={status === null ? 'all' : status === 0 ? 'open' : String(status)}
        onChange={(event) => setStatus(statusFilter(event.target.value))}
        sx={fieldSx}
      >
        <MenuItem value="all">{t('filters.allOrders')}</MenuItem>
        <MenuItem value="open">{t('filters.allOpen')}</MenuItem>
        {ORDER_STEPS.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`orderSteps.${s}`, { ns: 'common' })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('filters.fulfilment')}
        value={fulfilment ?? 'all'}
        onChange={(event) => setFulfilment(event.target.value === 'all' ? null : (event.target.value as FulfilmentType))}
        sx={fieldSx}
      >
        <MenuItem value="all">{t('filters.pickupAndDelivery')}</MenuItem>
        <MenuItem value="pickup">{t('filters.pickup')}</MenuItem>
        <MenuItem value="delivery">{t('filters.delivery')}</MenuItem>
      </TextField>
      <TextField
        select
        label={t('filters.channel')}
        value={channel ?? 'all'}
        onChange={(event) => setChannel(event.target.value === 'all' ? null : (event.target.value as OrderChannel))}
        sx={fieldSx}
      >
        <MenuItem value="all">{t('filters.allChannels')}</MenuItem>
        {ORDER_CHANNELS.map((c) => (
          <MenuItem key={c} value={c}>
            {t(`orderChannels.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      {shop.several && (
        <TextField
          select
          label={t('filters.outlet')}
          value={outlet ?? 'all'}
          onChange={(event) => setOutlet(event.target.value === 'all' ? null : Number(event.target.value))}
          sx={fieldSx}
        >
          <MenuItem value="all">{t('filters.allOutlets')}</MenuItem>
          {shop.outlets.map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <DateFilter label={t('filters.placedOn')} value={placedOn} onChange={setPlacedOn} sx={fieldSx} />
      <DateFilter label={t('filters.preferredDate')} value={preferredDate} onChange={setPreferredDate} sx={fieldSx} />
    </>
  );

  return (
    <Container maxWidth="xl">
      <AdminPageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button component={RouterLink} to={paths.phoneOrder} variant="contained" startIcon={<PhoneIcon />}>
              {t('phoneOrder.open')}
            </Button>
            <LiveOrdersToolbar />
          </Stack>
        }
      />
      <NotificationsHealthBanner />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <SearchField label={t('filters.search')} value={search} onChange={setSearch} sx={{ flex: '1 1 240px', minWidth: 0 }} />
          {phone ? (
            <Button
              variant="outlined"
              onClick={() => setFiltersOpen((open) => !open)}
              aria-expanded={filtersOpen}
              aria-controls="order-filters"
              startIcon={
                <Badge badgeContent={filtersSet} color="primary">
                  <FilterListIcon />
                </Badge>
              }
            >
              {t('filters.button')}
            </Button>
          ) : (
            filters
          )}
        </Stack>
        {phone && (
          <Collapse in={filtersOpen} unmountOnExit>
            <Stack id="order-filters" useFlexGap spacing={2} sx={{ pt: 2 }}>
              {filters}
            </Stack>
          </Collapse>
        )}
      </Paper>
      <OrderPaperLinks />
      <OrdersCsvExport onError={(message) => notify(message, 'error')} />
      <StatusLine>{orders.isSuccess && t('page.count', { count: list.length })}</StatusLine>

      {orders.isError && (
        <LoadErrorAlert what={t('page.loadError')} error={orders.error} onRetry={orders.refetch} sx={{ mb: 2 }} />
      )}
      {orders.isPending && <SkeletonGrid label={t('page.loading')} count={6} height={300} size={GRID_SIZE} />}
      {orders.isSuccess && list.length === 0 && <EmptyState text={filtering ? t('page.noneMatch') : t('page.none')} />}
      <Grid container spacing={2} sx={{ opacity: orders.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {list.map((order) => (
          <Grid key={order.id} size={GRID_SIZE}>
            <OrderCard order={order} onView={view} {...handlers} />
          </Grid>
        ))}
      </Grid>

      {viewing && <OrderDetailsDialog order={viewing} open={detailsOpen} onClose={closeDetails} {...handlers} />}
      {linked && <OrderDetailsDialog order={linked} open onClose={closeDetails} {...handlers} />}
      {stepDialog}
      <NoticeSnackbar notice={notice} onClose={dismiss} />
    </Container>
  );
}

/** A day to filter by; empty means any day. */
function DateFilter({
  label,
  value,
  onChange,
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}) {
  return <DateField label={label} value={value} onChange={onChange} sx={sx} />;
}
