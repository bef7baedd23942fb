import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import { inLanguage, linePaise, MAX_LINE_QUANTITY, mediaSrcSet, type CartLine, type PriceEntry, type Product, unitInLanguage } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { cartStore, useCart } from '../../lib/cart-store';
import { formatRupeeAmount, formatRupees } from '../../lib/format';
import { Image } from '../../lib/ui/image';
import { paths } from '../../lib/paths';
import { PICTURE_SIZES } from '../../lib/ui/product-image';
import { currentLanguage } from '../../i18n/i18n';
import { lazyWithReload } from '../../lib/lazy-with-reload';

// Loaded only when a shopper taps Notify me, so the sheet's own load (and what the catalogue preloads for it) stays as it was.
const NotifyMeDialog = lazyWithReload(() => import('./notify-me-dialog'), 'NotifyMeDialog');

/** Add puts more in the cart; edit sets how many of a variant the cart holds. */
export type SheetMode = 'add' | 'edit';

export interface AddToCartSheetProps {
  open: boolean;
  /** Kept while the sheet slides away, so its content does not vanish mid-animation. */
  product: Product | null;
  /** `notify`: the Notify me dialog of a sold-out item instead, loaded with the sheet. */
  mode: SheetMode | 'notify';
  /** Changes on every opening, so each one starts afresh with the first variant and the starting quantity. */
  opening: number;
  onClose: () => void;
}

/** The bottom sheet where a customer picks a price variant and a quantity. */
export function AddToCartSheet({ open, product, mode, opening, onClose }: AddToCartSheetProps) {
  const titleId = useId();
  // A gift box is filled on its own page, where its sweets are chosen (this sheet's code, not the card's, carries that).
  if (open && product?.assortment) return <Navigate to={paths.productDetails(product.id)} />;
  if (mode === 'notify') return <NotifyMeDialog open={open} product={product} opening={opening} onClose={onClose} />;
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { maxWidth: 560, mx: 'auto', borderTopLeftRadius: 20, borderTopRightRadius: 20, maxHeight: '90dvh' },
        },
      }}
    >
      {product && product.prices.length > 0 && (
        <SheetContent key={opening} product={product} mode={mode} titleId={titleId} onDone={onClose} />
      )}
    </Drawer>
  );
}

interface SheetContentProps {
  product: Product;
  mode: SheetMode;
  titleId: string;
  onDone: () => void;
}

const inCartQuantity = (lines: readonly CartLine[], productId: number, label: string) =>
  lines.find((line) => line.id === productId && line.selectedWeight === label)?.quantity ?? 0;

function SheetContent({ product, mode, titleId, onDone }: SheetContentProps) {
  const lines = useCart((state) => state.lines);
  const language = useLanguage();
  const { t } = useTranslation('catalogue');
  const { t: tCommon } = useTranslation();
  const variants = product.prices;
  const first = variants[0] as PriceEntry;
  const startingQuantity = (label: string) => (mode === 'edit' ? Math.max(1, inCartQuantity(lines, product.id, label)) : 1);

  const [label, setLabel] = useState(first.label);
  const [quantity, setQuantity] = useState(() => startingQuantity(first.label));
  const variant = variants.find((v) => v.label === label) ?? first;
  const variantGroupId = useId();

  const chooseVariant = (next: string) => {
    setLabel(next);
    if (mode === 'edit') setQuantity(startingQuantity(next));
  };

  const confirm = () => {
    const key = { id: product.id, selectedWeight: variant.label };
    if (mode === 'edit' && inCartQuantity(cartStore.getState().lines, product.id, variant.label) > 0) {
      cartStore.getState().setQuantity(key, quantity);
    } else {
      cartStore.getState().add({
        ...key,
        name: product.name,
        ...(product.nameHi && { nameHi: product.nameHi }),
        price: variant.price,
        quantity,
        thumbnail: product.thumbnail,
      });
    }
    onDone();
  };

  return (
    <Box sx={{ p: { xs: 2.5, sm: 3 }, pb: { xs: 3, sm: 3.5 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2.5 }}>
        <Image
          alt=""
          width={80}
          height={60}
          sizes={PICTURE_SIZES.sheet}
          srcSet={mediaSrcSet(product.thumbnail)}
          src={product.thumbnail}
          sx={{ borderRadius: 2, objectFit: 'cover', flexShrink: 0, bgcolor: 'grey.100' }}
        />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h2" variant="h3" sx={{ fontSize: '1.3rem' }}>
            {inLanguage(language, product.name, product.nameHi)}
          </Typography>
          <Typography sx={{ color: 'primary.dark', fontWeight: 700, fontSize: '1.1rem' }} aria-live="polite">
            {formatRupeeAmount(variant.price)}
            <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400, fontSize: '0.875rem', ml: 0.5 }}>
              / {unitInLanguage(variant.label, currentLanguage())}
            </Typography>
          </Typography>
        </Box>
        <IconButton aria-label={t('sheet.close')} onClick={onDone} sx={{ alignSelf: 'flex-start' }}>
          <CloseIcon />
        </IconButton>
      </Stack>

      <FormLabel id={variantGroupId} sx={{ display: 'block', fontWeight: 600, color: 'text.primary', mb: 1 }}>
        {t('sheet.chooseSize')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={variantGroupId}
        value={variant.label}
        onChange={(event) => chooseVariant(event.target.value)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 1, mb: 2.5 }}
      >
        {variants.map((v) => (
          <FormControlLabel
            key={v.label}
            value={v.label}
            control={<Radio size="small" />}
            label={
              <span>
                {unitInLanguage(v.label, currentLanguage())}
                <Box component="span" sx={{ display: 'block', fontWeight: 700, color: 'primary.dark' }}>
                  {formatRupeeAmount(v.price)}
                </Box>
              </span>
            }
            sx={{
              m: 0,
              pr: 1.5,
              py: 0.5,
              border: 1,
              borderRadius: 2,
              borderColor: v.label === variant.label ? 'primary.main' : 'divider',
              bgcolor: (theme) => (v.label === variant.label ? alpha(theme.palette.primary.main, 0.06) : 'transparent'),
            }}
          />
        ))}
      </RadioGroup>

      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography sx={{ fontWeight: 600 }}>{t('sheet.quantity')}</Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <IconButton
            aria-label={t('sheet.decrease')}
            onClick={() => setQuantity((q) => q - 1)}
            disabled={quantity <= 1}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            <RemoveIcon />
          </IconButton>
          <Typography
            component="output"
            aria-live="polite"
            aria-label={t('sheet.quantity')}
            sx={{ minWidth: '2ch', textAlign: 'center', fontSize: '1.25rem', fontWeight: 700 }}
          >
            {quantity}
          </Typography>
          <IconButton
            aria-label={t('sheet.increase')}
            onClick={() => setQuantity((q) => q + 1)}
            disabled={quantity >= MAX_LINE_QUANTITY}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            <AddIcon />
          </IconButton>
        </Stack>
      </Stack>

      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={confirm}
        sx={{ py: 1.5, justifyContent: 'space-between', px: 3 }}
      >
        <span>{mode === 'edit' ? t('sheet.update') : tCommon('product.addToCart')}</span>
        <span>{formatRupees(linePaise({ price: variant.price, quantity }))}</span>
      </Button>
    </Box>
  );
}
