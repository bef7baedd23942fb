import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  boxPrice,
  canChoose,
  inLanguage,
  mediaSrcSet,
  paiseToRupees,
  productStockNote,
  rupeesToPaise,
  unitInLanguage,
  type Assortment,
  type Product,
} from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { currentLanguage } from '../../i18n/i18n';
import { cartStore } from '../../lib/cart-store';
import { formatRupeeAmount } from '../../lib/format';
import { paths } from '../../lib/paths';
import { Image } from '../../lib/ui/image';
import { VegMark } from '../../lib/ui/veg-mark';

interface AssortmentChooserProps {
  /** The box, an assortment. */
  product: Product & { assortment: Assortment };
  /** The shop's products, where the box's sweets are found. */
  items: readonly Product[];
}

/** A sweet the box offers with its portion: its price, and whether a portion can go in now. */
interface Offered {
  product: Product;
  portionPrice: number | null;
  onSale: boolean;
}

/**
 * A gift box's product page: the customer fills it with `pick` portions of the sweets it offers (the
 * same sweet again unless the owner said not), each shown with its picture, veg mark and allergens,
 * and adds it to the cart once full. Each box filled otherwise is a cart line of its own.
 */
export function AssortmentChooser({ product, items }: AssortmentChooserProps) {
  // The chooser's words come with the cart's, after the first screen: a box's page is rarely a landing page.
  const { t } = useTranslation('cart', { keyPrefix: 'chooser' });
  const { t: tCatalogue } = useTranslation('catalogue');
  const { t: tFood } = useTranslation('food');
  const language = useLanguage();
  const box = product.assortment;
  const [choices, setChoices] = useState<number[]>([]);
  const [added, setAdded] = useState(false);
  const byId = new Map(items.map((item) => [item.id, item]));
  const offered: Offered[] = box.from.flatMap((id) => {
    const sweet = byId.get(id);
    if (!sweet) return [];
    const portion = sweet.prices.find((p) => p.label === box.portion);
    const stock = productStockNote({ ...sweet, prices: portion ? [portion] : [] });
    return [{ product: sweet, portionPrice: portion?.price ?? null, onSale: sweet.isAvailable && !!portion && !stock.soldOut }];
  });
  const countOf = (id: number) => choices.filter((c) => c === id).length;
  const full = choices.length === box.pick;
  const pack = product.prices[0];
  const price = pack
    ? boxPrice(box, rupeesToPaise(pack.price), choices, (id) => {
        const p = offered.find((o) => o.product.id === id)?.portionPrice;
        return p == null ? undefined : rupeesToPaise(p);
      })
    : undefined;

  const addToCart = () => {
    if (!pack || price === undefined || !full) return;
    cartStore.getState().add({
      id: product.id,
      name: product.name,
      ...(product.nameHi && { nameHi: product.nameHi }),
      price: paiseToRupees(price),
      selectedWeight: pack.label,
      quantity: 1,
      thumbnail: product.thumbnail,
      choices,
    });
    setChoices([]);
    setAdded(true);
  };

  const portion = unitInLanguage(box.portion, currentLanguage());
  return (
    <section aria-labelledby="box-chooser-title" className="box-chooser">
      <Typography id="box-chooser-title" component="h2" variant="h5" sx={{ mb: 0.5 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t(box.repeats ? 'rule' : 'ruleNoRepeats', { count: box.pick, portion })}
      </Typography>

      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
        {offered.map(({ product: sweet, portionPrice, onSale }, index) => {
          const name = inLanguage(language, sweet.name, sweet.nameHi);
          const count = countOf(sweet.id);
          const allergens = sweet.food?.allergens ?? [];
          return (
            <Box
              component="li"
              key={sweet.id}
              data-testid="box-choice"
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center', px: 1.5, py: 1.25, borderTop: index > 0 ? 1 : 0, borderColor: 'divider' }}
            >
              <Image
                alt=""
                width={64}
                height={48}
                sizes="64px"
                srcSet={mediaSrcSet(sweet.thumbnail)}
                src={sweet.thumbnail || undefined}
                sx={{ width: 64, height: 48, borderRadius: 1.5, objectFit: 'cover', bgcolor: 'grey.100', flexShrink: 0, filter: onSale ? undefined : 'grayscale(1)' }}
              />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                  {sweet.food && <VegMark diet={sweet.food.diet} size={14} />}
                  <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {name}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {!onSale
                    ? t('unavailable')
                    : box.pricing === 'portions' && portionPrice !== null
                      ? t('portionPrice', { portion, price: formatRupeeAmount(portionPrice) })
                      : portion}
                </Typography>
                {allergens.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {tFood('contains', { allergens: allergens.map((a) => tFood(`allergens.${a}`)).join(', ') })}
                  </Typography>
                )}
              </Box>
              <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
                <IconButton
                  aria-label={t('less', { name })}
                  disabled={count === 0}
                  onClick={() => {
                    const at = choices.lastIndexOf(sweet.id);
                    setChoices(choices.filter((_, i) => i !== at));
                  }}
                >
                  <RemoveIcon />
                </IconButton>
                <Typography component="span" aria-label={t('countOf', { name, count })} sx={{ minWidth: '1.5em', textAlign: 'center', fontWeight: 700 }}>
                  {count}
                </Typography>
                <IconButton
                  aria-label={t('more', { name })}
                  color="primary"
                  disabled={!onSale || !canChoose(box, choices, sweet.id)}
                  onClick={() => {
                    setAdded(false);
                    setChoices([...choices, sweet.id]);
                  }}
                >
                  <AddIcon />
                </IconButton>
              </Stack>
            </Box>
          );
        })}
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}>
        <Typography role="status" sx={{ fontWeight: 700 }}>
          {t('chosen', { chosen: choices.length, count: box.pick })}
        </Typography>
        {price !== undefined && (box.pricing === 'box' || choices.length > 0) && (
          <Typography sx={{ fontWeight: 700, color: 'primary.dark' }}>
            {t(box.pricing === 'box' ? 'price' : 'sum', { price: formatRupeeAmount(paiseToRupees(price)) })}
          </Typography>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="contained" size="large" startIcon={<AddShoppingCartIcon />} disabled={!full || !product.isAvailable || price === undefined} onClick={addToCart} sx={{ px: 4 }}>
          {t('addToCart')}
        </Button>
        {choices.length > 0 && (
          <Button size="large" color="secondary" onClick={() => setChoices([])}>
            {t('empty')}
          </Button>
        )}
      </Stack>
      {added && (
        <Alert severity="success" sx={{ mt: 1.5 }} action={<Button component={RouterLink} to={paths.cart} color="inherit" size="small">{tCatalogue('purchase.goToCart')}</Button>}>
          {t('added')}
        </Alert>
      )}
    </section>
  );
}
