import { useMemo, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  inLanguage,
  MAX_QUICK_KEYS,
  unitInLanguage,
  type Catalogue,
  type CounterSettings,
  type Product,
  type ShopSettings,
  type ShopSettingsInput,
} from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { useCatalogue } from '../../lib/api/get-catalogue';
import { createProductSearch } from '../../lib/product-search';

type QuickKey = CounterSettings['quickKeys'][number];

/** A quick key as the list names it: the item, and the pack it adds (none: the counter asks for a weight or a pack). */
interface KeyChoice extends QuickKey {
  id: string;
  item: Product | undefined;
}

const keyId = (key: QuickKey) => `${key.productId}:${key.variant ?? ''}`;

/** The choices an item gives: the item itself, then each of its packs. */
const choicesOf = (item: Product): KeyChoice[] => [
  { id: keyId({ productId: item.id }), productId: item.id, item },
  ...item.prices.map((pack) => ({
    id: keyId({ productId: item.id, variant: pack.label }),
    productId: item.id,
    variant: pack.label,
    item,
  })),
];

/** How many items the search offers at once: enough to choose from, few enough to read. */
const SHOWN_ITEMS = 8;

/**
 * Settings → Counter → Quick keys: the owner's favourite items, found with the storefront's search (an
 * item itself, or one of its packs), up to 24, in the order the counter shows them. Rows move by
 * dragging their handle, or by the up and down buttons (keyboard and touch), and come off with ✕.
 */
export function QuickKeysSettings({ control }: { control: Control<ShopSettingsInput, unknown, ShopSettings> }) {
  const { t } = useTranslation('admin-settings');
  const language = useLanguage();
  const catalogue = useCatalogue();
  const { field } = useController({ name: 'counter.quickKeys', control });
  const keys: QuickKey[] = useMemo(() => field.value ?? [], [field.value]);
  const [query, setQuery] = useState('');
  const byId = useMemo(() => new Map((catalogue.data?.items ?? []).map((item) => [item.id, item])), [catalogue.data]);
  const search = useMemo(() => (catalogue.data ? createProductSearch(catalogue.data) : null), [catalogue.data]);
  const rows: KeyChoice[] = keys.map((key) => ({ ...key, id: keyId(key), item: byId.get(key.productId) }));
  const full = keys.length >= MAX_QUICK_KEYS;

  const setKeys = (next: QuickKey[]) =>
    field.onChange(next.map(({ productId, variant }) => ({ productId, ...(variant !== undefined && { variant }) })));
  const move = (from: number, to: number) => {
    if (to >= 0 && to < keys.length) setKeys(arrayMove(keys, from, to));
  };

  const name = (item: Product | undefined, key: QuickKey) =>
    item ? inLanguage(language, item.name, item.nameHi) : t('counter.quickKeysGone', { id: key.productId });
  const size = (key: QuickKey) =>
    key.variant === undefined ? t('counter.quickKeysAnySize') : unitInLanguage(key.variant, language);

  const options = useMemo(() => {
    if (!catalogue.data) return [];
    const typed = query.trim();
    const items = typed && search ? search(typed) : (catalogue.data as Catalogue).items;
    const taken = new Set(keys.map(keyId));
    return items
      .slice(0, SHOWN_ITEMS)
      .flatMap(choicesOf)
      .filter((choice) => !taken.has(choice.id));
  }, [catalogue.data, search, query, keys]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      rows.findIndex((row) => row.id === active.id),
      rows.findIndex((row) => row.id === over.id),
    );
  };

  return (
    <Box component="section" aria-labelledby="quick-keys-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id="quick-keys-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('counter.quickKeys')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('counter.quickKeysHelp', { count: keys.length, most: MAX_QUICK_KEYS })}
        </Typography>
      </Box>
      <Autocomplete
        options={options}
        value={null}
        inputValue={query}
        onInputChange={(_, value, reason) => setQuery(reason === 'reset' ? '' : value)}
        onChange={(_, choice) => {
          if (choice && !full) setKeys([...keys, { productId: choice.productId, variant: choice.variant }]);
          setQuery('');
        }}
        filterOptions={(shown) => shown}
        getOptionLabel={(choice) => `${name(choice.item, choice)} · ${size(choice)}`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        groupBy={(choice) => name(choice.item, choice)}
        renderOption={({ key, ...props }, choice) => (
          <li key={key} {...props}>
            {size(choice)}
          </li>
        )}
        loading={catalogue.isPending}
        disabled={full}
        blurOnSelect={false}
        clearOnBlur
        noOptionsText={t('counter.quickKeysNone')}
        loadingText={t('counter.quickKeysLoading')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('counter.quickKeysAdd')}
            helperText={full ? t('counter.quickKeysFull', { most: MAX_QUICK_KEYS }) : undefined}
          />
        )}
      />
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('counter.quickKeysEmpty')}</Typography>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={rows.map((row) => row.id)} strategy={verticalListSortingStrategy}>
            <Box
              component="ol"
              aria-label={t('counter.quickKeys')}
              sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}
            >
              {rows.map((row, index) => (
                <QuickKeyRow
                  key={row.id}
                  id={row.id}
                  position={index + 1}
                  name={name(row.item, row)}
                  size={size(row)}
                  first={index === 0}
                  last={index === rows.length - 1}
                  onUp={() => move(index, index - 1)}
                  onDown={() => move(index, index + 1)}
                  onRemove={() => setKeys(keys.filter((_, i) => i !== index))}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
      )}
    </Box>
  );
}

function QuickKeyRow({
  id,
  position,
  name,
  size,
  first,
  last,
  onUp,
  onDown,
  onRemove,
}: {
  id: string;
  position: number;
  name: string;
  size: string;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin-settings');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const label = `${name} · ${size}`;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      aria-label={label}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 0.5,
        pr: 0.5,
        py: 0.25,
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        transform: CSS.Transform.toString(transform),
        transition,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('counter.quickKeysDrag', { name: label })}
        size="small"
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Typography sx={{ minWidth: 24, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>{position}</Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {size}
        </Typography>
      </Box>
      <IconButton aria-label={t('counter.quickKeysUp', { name: label })} onClick={onUp} disabled={first} size="small">
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={t('counter.quickKeysDown', { name: label })} onClick={onDown} disabled={last} size="small">
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={t('counter.quickKeysRemove', { name: label })} onClick={onRemove} size="small">
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
