import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupees, rupeesToPaise, type Catalogue, type CounterSettings } from '@halwai/domain';
import { createProductSearch } from '../../lib/product-search';
import { itemsById, kiloPriceOf, type CounterItem } from './counter-items';
import { isTypedCode } from './scan-buffer';
import { useCounterWords } from './use-counter-words';

export interface ItemPickerProps {
  catalogue: Catalogue;
  quickKeys: CounterSettings['quickKeys'];
  /** An item tapped: its pack when the key names one. */
  onPick: (item: CounterItem, variant?: string) => void;
  /** A barcode typed into the search box (a scanner there types digits, then Enter). */
  onCode: (code: string) => void;
}

/** Finding items: the storefront's search (Hindi, Hinglish, typos), category chips, and the owner's quick keys first. */
export function ItemPicker({ catalogue, quickKeys, onPick, onCode }: ItemPickerProps) {
  const { t } = useTranslation('counter');
  const words = useCounterWords();
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const search = useMemo(() => createProductSearch(catalogue), [catalogue]);
  const byId = useMemo(() => itemsById(catalogue), [catalogue]);
  const typed = query.trim();
  const shown =
    typed && !isTypedCode(typed)
      ? search(typed)
      : catalogue.items.filter((item) => categoryId === null || item.categoryId === categoryId);
  const keys = quickKeys.flatMap((key) => {
    const item = byId.get(key.productId);
    return item ? [{ item, variant: key.variant }] : [];
  });

  // An item found and tapped: the search is done, the box ready for the next.
  const pick: ItemPickerProps['onPick'] = (item, variant) => {
    onPick(item, variant);
    setQuery('');
  };

  const onSearchKey = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (isTypedCode(typed)) onCode(typed);
    else if (shown[0]?.isAvailable) onPick(shown[0]);
    else return;
    setQuery('');
  };

  return (
    <Box
      component="section"
      aria-label={t('items.label')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <TextField
        type="search"
        label={t('items.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onSearchKey}
        slotProps={{ htmlInput: { autoComplete: 'off', enterKeyHint: 'search' } }}
        fullWidth
      />
      <Stack direction="row" role="group" aria-label={t('items.categories')} sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Chip
          label={t('items.all')}
          color={categoryId === null ? 'primary' : 'default'}
          onClick={() => setCategoryId(null)}
          aria-pressed={categoryId === null}
        />
        {catalogue.categories.map((category) => (
          <Chip
            key={category.id}
            label={words.name(category)}
            color={categoryId === category.id ? 'primary' : 'default'}
            onClick={() => setCategoryId(categoryId === category.id ? null : category.id)}
            aria-pressed={categoryId === category.id}
          />
        ))}
      </Stack>
      {keys.length > 0 && !typed && categoryId === null && (
        <TileGroup label={t('items.quickKeys')}>
          {keys.map(({ item, variant }) => (
            <ItemTile key={`${item.id}:${variant ?? ''}`} item={item} variant={variant} onPick={onPick} quick />
          ))}
        </TileGroup>
      )}
      <TileGroup label={t('items.results')}>
        {shown.map((item) => (
          <ItemTile key={item.id} item={item} onPick={pick} />
        ))}
      </TileGroup>
      {shown.length === 0 && typed && <Typography color="text.secondary">{t('items.none', { query: typed })}</Typography>}
    </Box>
  );
}

function TileGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box role="group" aria-label={label}>
      <Typography variant="overline" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))', gap: 1 }}>{children}</Box>
    </Box>
  );
}

function ItemTile({
  item,
  variant,
  onPick,
  quick = false,
}: {
  item: CounterItem;
  variant?: string | undefined;
  onPick: ItemPickerProps['onPick'];
  quick?: boolean;
}) {
  const { t } = useTranslation('counter');
  const words = useCounterWords();
  const kilo = variant ? null : kiloPriceOf(item);
  const pack = variant ? item.prices.find((p) => p.label === variant) : item.prices[0];
  const priceText =
    kilo !== null ? t('items.perKg', { price: formatRupees(kilo) }) : pack ? formatRupees(rupeesToPaise(pack.price)) : '';
  const sizeText = variant
    ? words.unit(variant)
    : kilo === null && item.prices.length > 1
      ? t('items.packs', { count: item.prices.length })
      : pack && kilo === null
        ? words.unit(pack.label)
        : '';
  return (
    <ButtonBase
      onClick={() => onPick(item, variant)}
      disabled={!item.isAvailable}
      focusRipple
      sx={{
        flexDirection: 'column',
        alignItems: 'stretch',
        textAlign: 'left',
        minHeight: 76,
        p: 1.25,
        borderRadius: 2,
        border: 1,
        borderColor: quick ? 'primary.main' : 'divider',
        bgcolor: quick ? 'action.selected' : 'background.paper',
        '&.Mui-disabled': { opacity: 0.45 },
      }}
    >
      <Typography sx={{ fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere' }}>{words.name(item)}</Typography>
      <Box sx={{ mt: 'auto', pt: 0.5, display: 'flex', justifyContent: 'space-between', gap: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {priceText}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.isAvailable ? sizeText : t('items.notOnSale')}
        </Typography>
      </Box>
    </ButtonBase>
  );
}
