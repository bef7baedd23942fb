import { useMemo, useRef, useState } from 'react';
import { useNavigate, Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dateInZone, inLanguage, type FulfilmentType, type Language, type PhoneOrderRequest, type Product } from '@halwai/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useLanguage } from '../../i18n/use-language';
import { AdminPageHeader } from '../../lib/admin-ui/admin-page-header';
import { DateField } from '../../lib/admin-ui/date-field';
import { errorMessage } from '../../lib/admin-ui/error-message';
import { ApiError } from '../../lib/api-client';
import { catalogueQueryOptionsFor } from '../../lib/api/get-catalogue';
import { formatRupeeAmount } from '../../lib/format';
import { useCounterOutlets } from '../../lib/outlets/staff-outlets';
import { paths } from '../../lib/paths';
import { createProductSearch } from '../../lib/product-search';
import { SearchField } from '../../lib/ui/search-field';
import { SlotPicker } from '../../lib/ui/slot-picker';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShopInfo } from '../../lib/use-shop-info';
import { useSlotChoice } from '../../lib/use-slot-choice';
import { usePlacePhoneOrder } from './api/place-phone-order';

/** Results shown for a search: enough to choose from on a phone without scrolling far. */
const RESULTS = 6;

interface Line {
  productId: number;
  name: string;
  nameHi?: string;
  variant: string;
  price: number;
  quantity: number;
}

const newKey = () => crypto.randomUUID();

/**
 * A caller's order keyed in by staff: find the items as the storefront finds them (Hindi, Hinglish,
 * typos), choose packs and quantities, the customer and pickup or delivery; the server prices it and
 * tells the customer with the order's link. Placing opens the new order on the orders screen. When
 * the shop has slots for the type, the day's slots are offered as the cart offers them. With several
 * open outlets staff take the call at one (their first unless they choose another): the items, their
 * stock and the slots are that outlet's. A one-outlet shop sees no outlet here.
 */
export function PhoneOrderPage() {
  const { t } = useTranslation('admin-orders');
  useDocumentTitle(t('phoneOrder.title'));
  const language = useLanguage();
  const navigate = useNavigate();
  const staffOutlets = useCounterOutlets();
  // The account's own outlets (a limited account's), else every open one; null: the shop's first, as before outlets.
  const outletChoices = staffOutlets.mine.length > 0 ? staffOutlets.mine : staffOutlets.outlets;
  const [pickedOutlet, setPickedOutlet] = useState<number | null>(null);
  const outletId = staffOutlets.several
    ? ((outletChoices.find((o) => o.id === pickedOutlet) ?? outletChoices[0])?.id ?? null)
    : null;
  const catalogue = useQuery(catalogueQueryOptionsFor(outletId));
  const search = useMemo(() => (catalogue.data ? createProductSearch(catalogue.data) : null), [catalogue.data]);
  const [query, setQuery] = useState('');
  const results: Product[] =
    query.trim() && search
      ? search(query)
          .filter((p) => p.isAvailable)
          .slice(0, RESULTS)
      : [];

  const [lines, setLines] = useState<Line[]>([]);
  const [customerName, setCustomerName] = useState('');
  const [customerMobile, setCustomerMobile] = useState('');
  const [customerLanguage, setCustomerLanguage] = useState<Language>(language);
  const [fulfilment, setFulfilment] = useState<FulfilmentType>('pickup');
  const [address, setAddress] = useState('');
  const [pincode, setPincode] = useState('');
  const [preferredDate, setPreferredDate] = useState('');
  const [offerCode, setOfferCode] = useState('');
  const [note, setNote] = useState('');
  const shop = useShopInfo();
  // With slots, the day's slots are the preferred date's, else today's, as in the cart.
  const slots = useSlotChoice(shop, fulfilment, preferredDate || dateInZone(new Date(), shop.timeZone), outletId);
  // One key per order being keyed in: a retry after a lost answer is the same order, not a second.
  const key = useRef(newKey());
  const place = usePlacePhoneOrder();
  const problem = place.error;
  const fieldError = (field: string) => (problem instanceof ApiError ? problem.fieldErrors[field]?.[0] : undefined);

  const add = (product: Product, variant: string, price: number) => {
    setLines((current) => {
      const same = current.findIndex((l) => l.productId === product.id && l.variant === variant);
      if (same >= 0) return current.map((l, i) => (i === same ? { ...l, quantity: l.quantity + 1 } : l));
      return [...current, { productId: product.id, name: product.name, nameHi: product.nameHi, variant, price, quantity: 1 }];
    });
    setQuery('');
  };
  const setQuantity = (index: number, quantity: number) =>
    setLines((current) => current.map((l, i) => (i === index ? { ...l, quantity } : l)));
  const remove = (index: number) => setLines((current) => current.filter((_, i) => i !== index));
  const itemsTotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);

  const submit = () => {
    const slotChoice = slots.slot ? { preferredDate: slots.date, slot: slots.slot } : {};
    const body: PhoneOrderRequest = {
      lines: lines.map(({ productId, variant, quantity }) => ({ productId, variant, quantity })),
      customerName,
      customerMobile,
      fulfilment:
        fulfilment === 'delivery'
          ? { type: 'delivery', address, pincode, ...(preferredDate && { preferredDate }), ...slotChoice }
          : { type: 'pickup', ...(preferredDate && { preferredDate }), ...slotChoice },
      ...(offerCode.trim() && { offerCode: offerCode.trim() }),
      ...(note.trim() && { note: note.trim() }),
      language: customerLanguage,
      ...(outletId !== null && { outletId }),
    };
    place.mutate(
      { body, key: key.current },
      {
        onSuccess: ({ id }) => {
          key.current = newKey();
          void navigate(`${paths.orders}?order=${id}`);
        },
        onError: slots.refused,
      },
    );
  };

  return (
    <Container maxWidth="md">
      <AdminPageHeader
        title={t('phoneOrder.title')}
        description={t('phoneOrder.description')}
        actions={
          <Button component={RouterLink} to={paths.orders}>
            {t('phoneOrder.back')}
          </Button>
        }
      />
      <Stack
        component="form"
        spacing={2}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {outletId !== null && (
          <TextField
            select
            label={t('phoneOrder.outlet')}
            value={outletId}
            onChange={(event) => setPickedOutlet(Number(event.target.value))}
            error={Boolean(fieldError('outletId'))}
            helperText={fieldError('outletId') ?? t('phoneOrder.outletHelp')}
            sx={{ maxWidth: { sm: 420 } }}
          >
            {outletChoices.map((outlet) => (
              <MenuItem key={outlet.id} value={outlet.id}>
                {inLanguage(language, outlet.name, outlet.nameHi)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Paper variant="outlined" component="section" aria-label={t('phoneOrder.items')} sx={{ p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('phoneOrder.items')}
          </Typography>
          <SearchField label={t('phoneOrder.search')} value={query} onChange={setQuery} sx={{ width: '100%' }} />
          {catalogue.isError && <Alert severity="error">{errorMessage(catalogue.error, t('phoneOrder.catalogueError'))}</Alert>}
          {results.length > 0 && (
            <Stack component="ul" aria-label={t('phoneOrder.results')} spacing={1} sx={{ listStyle: 'none', p: 0, mt: 1, mb: 0 }}>
              {results.map((product) => (
                <Stack
                  component="li"
                  key={product.id}
                  direction="row"
                  useFlexGap
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Typography sx={{ flex: '1 1 160px' }}>{inLanguage(language, product.name, product.nameHi)}</Typography>
                  {product.prices.map((pack) => (
                    <Button
                      key={pack.label}
                      size="small"
                      variant="outlined"
                      onClick={() => add(product, pack.label, pack.price)}
                      aria-label={t('phoneOrder.addPack', {
                        name: inLanguage(language, product.name, product.nameHi),
                        pack: pack.label,
                      })}
                    >
                      {pack.label} · {formatRupeeAmount(pack.price)}
                    </Button>
                  ))}
                </Stack>
              ))}
            </Stack>
          )}
          {query.trim() !== '' && search && results.length === 0 && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('phoneOrder.noMatch')}
            </Typography>
          )}

          {lines.length === 0 ? (
            <Typography color={fieldError('lines') ? 'error' : 'text.secondary'} sx={{ mt: 2 }}>
              {fieldError('lines') ?? t('phoneOrder.noLines')}
            </Typography>
          ) : (
            <Stack component="ol" aria-label={t('phoneOrder.lines')} spacing={1.5} sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}>
              {lines.map((line, index) => (
                <Stack component="li" key={`${line.productId}|${line.variant}`} spacing={0.5}>
                  {/* On a phone the name has its own row, and the quantity, price and Remove sit under it. */}
                  <Stack
                    direction="row"
                    useFlexGap
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
                  >
                    <Typography sx={{ flex: { xs: '1 1 100%', sm: 1 }, minWidth: 0 }}>
                      {inLanguage(language, line.name, line.nameHi)} · {line.variant}
                    </Typography>
                    <TextField
                      size="small"
                      type="number"
                      value={line.quantity}
                      onChange={(event) => setQuantity(index, Math.max(1, Math.floor(Number(event.target.value)) || 1))}
                      slotProps={{
                        htmlInput: {
                          min: 1,
                          max: 999,
                          'aria-label': t('phoneOrder.quantity', { name: line.name, pack: line.variant }),
                        },
                      }}
                      sx={{ width: 80, ml: { xs: 'auto', sm: 0 } }}
                    />
                    <Typography sx={{ width: 90, textAlign: 'right' }}>
                      {formatRupeeAmount(line.price * line.quantity)}
                    </Typography>
                    <IconButton
                      aria-label={t('phoneOrder.remove', { name: line.name, pack: line.variant })}
                      onClick={() => remove(index)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                  {fieldError(`lines.${index}`) && (
                    <Typography variant="body2" color="error">
                      {fieldError(`lines.${index}`)}
                    </Typography>
                  )}
                </Stack>
              ))}
              <Typography sx={{ textAlign: 'right', fontWeight: 600 }}>
                {t('phoneOrder.itemsTotal', { total: formatRupeeAmount(itemsTotal) })}
              </Typography>
            </Stack>
          )}
        </Paper>

        <Paper variant="outlined" component="section" aria-label={t('phoneOrder.customer')} sx={{ p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('phoneOrder.customer')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('phoneOrder.name')}
              value={customerName}
              onChange={(event) => setCustomerName(event.target.value)}
              required
              fullWidth
              error={Boolean(fieldError('customerName'))}
              helperText={fieldError('customerName')}
              slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'off' } }}
            />
            <TextField
              label={t('phoneOrder.mobile')}
              value={customerMobile}
              onChange={(event) => setCustomerMobile(event.target.value)}
              required
              fullWidth
              error={Boolean(fieldError('customerMobile'))}
              helperText={fieldError('customerMobile') ?? t('phoneOrder.mobileHelp')}
              slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 40, autoComplete: 'off' } }}
            />
            <TextField
              select
              label={t('phoneOrder.language')}
              value={customerLanguage}
              onChange={(event) => setCustomerLanguage(event.target.value as Language)}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="en">English</MenuItem>
              <MenuItem value="hi">हिन्दी</MenuItem>
            </TextField>
          </Stack>
        </Paper>

        <Paper variant="outlined" component="section" aria-label={t('phoneOrder.fulfilment')} sx={{ p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('phoneOrder.fulfilment')}
          </Typography>
          <Stack spacing={2}>
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={fulfilment}
              onChange={(_, value: FulfilmentType | null) => value && setFulfilment(value)}
              aria-label={t('phoneOrder.fulfilment')}
            >
              <ToggleButton value="pickup">{t('filters.pickup')}</ToggleButton>
              <ToggleButton value="delivery">{t('filters.delivery')}</ToggleButton>
            </ToggleButtonGroup>
            {fieldError('fulfilment.type') && <Alert severity="error">{fieldError('fulfilment.type')}</Alert>}
            {fulfilment === 'delivery' && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label={t('phoneOrder.address')}
                  value={address}
                  onChange={(event) => setAddress(event.target.value)}
                  required
                  fullWidth
                  multiline
                  error={Boolean(fieldError('fulfilment.address'))}
                  helperText={fieldError('fulfilment.address')}
                  slotProps={{ htmlInput: { maxLength: 300 } }}
                />
                <TextField
                  label={t('phoneOrder.pincode')}
                  value={pincode}
                  onChange={(event) => setPincode(event.target.value)}
                  required
                  error={Boolean(fieldError('fulfilment.pincode'))}
                  helperText={fieldError('fulfilment.pincode')}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                  sx={{ minWidth: 140 }}
                />
              </Stack>
            )}
            <DateField
              label={t('phoneOrder.preferredDate')}
              value={preferredDate}
              onChange={setPreferredDate}
              error={Boolean(fieldError('fulfilment.preferredDate'))}
              helperText={fieldError('fulfilment.preferredDate') ?? t('phoneOrder.preferredDateHelp')}
            />
            <SlotPicker
              choice={slots}
              words={{
                label: (day) => t('phoneOrder.slotLabel', { day }),
                left: (count) => t('slot.left', { count }),
                full: t('slot.full'),
                loading: t('phoneOrder.slotsLoading'),
                loadFailed: t('slot.loadFailed'),
                retry: t('phoneOrder.slotsRetry'),
                noneLeft: (day) => t('phoneOrder.noSlotsLeft', { day }),
              }}
            />
            {/* A slot asked for by a shop whose slots this screen has not heard of yet. */}
            {!slots.offered && fieldError('fulfilment.slot') && <Alert severity="error">{fieldError('fulfilment.slot')}</Alert>}
          </Stack>
        </Paper>

        <Paper variant="outlined" component="section" aria-label={t('phoneOrder.more')} sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('phoneOrder.offerCode')}
              value={offerCode}
              onChange={(event) => setOfferCode(event.target.value)}
              error={Boolean(fieldError('offerCode'))}
              helperText={fieldError('offerCode')}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <TextField
              label={t('phoneOrder.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              fullWidth
              multiline
              error={Boolean(fieldError('note'))}
              helperText={fieldError('note') ?? t('phoneOrder.noteHelp')}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Stack>
        </Paper>

        {problem && <Alert severity="error">{errorMessage(problem, t('phoneOrder.placeError'))}</Alert>}
        <Typography color="text.secondary">{t('phoneOrder.payLater')}</Typography>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" disabled={place.isPending || lines.length === 0}>
            {place.isPending ? t('phoneOrder.placing') : t('phoneOrder.place')}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
