import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { productStockNote, type Product, unitInLanguage } from '@halwai/domain';
import { formatRupeeAmount } from '../../lib/format';
import { paths } from '../../lib/paths';
import type { SheetMode } from './add-to-cart-sheet';
import { currentLanguage } from '../../i18n/i18n';

interface ProductPurchaseProps {
  product: Product;
  /** How many of the item the cart holds. */
  inCart: number;
  onOpenSheet: (product: Product, mode?: SheetMode) => void;
  /** "Notify me" on a sold-out item. */
  onNotify: (product: Product) => void;
}

/** A product page's sizes and prices and its cart buttons: below the first screen on a phone, so drawn with MUI and loaded with it. */
export function ProductPurchase({ product, inCart, onOpenSheet, onNotify }: ProductPurchaseProps) {
  const { t } = useTranslation('catalogue');
  const { t: tCommon } = useTranslation();
  const stock = productStockNote(product);
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('purchase.title')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 3,
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          bgcolor: 'background.paper',
        }}
      >
        {product.prices.map((variant, index) => (
          <Box component="li" key={variant.label}>
            {index > 0 && <Divider component="div" />}
            <Stack direction="row" sx={{ justifyContent: 'space-between', px: 2, py: 1.25 }}>
              <span>{unitInLanguage(variant.label, currentLanguage())}</span>
              <Typography component="span" sx={{ fontWeight: 700, color: 'primary.dark' }}>
                {formatRupeeAmount(variant.price)}
              </Typography>
            </Stack>
          </Box>
        ))}
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<AddShoppingCartIcon />}
          disabled={!product.isAvailable}
          onClick={() => onOpenSheet(product)}
          sx={{ px: 4 }}
        >
          {tCommon('product.addToCart')}
        </Button>
        {!product.isAvailable && stock.soldOut && (
          <Button variant="outlined" size="large" onClick={() => onNotify(product)}>
            {tCommon('product.notifyMe')}
          </Button>
        )}
        {inCart > 0 && (
          <>
            <Button variant="outlined" color="secondary" size="large" onClick={() => onOpenSheet(product, 'edit')}>
              {t('purchase.changeQuantity', { count: inCart })}
            </Button>
            <Button component={RouterLink} to={paths.cart} size="large" color="secondary">
              {t('purchase.goToCart')}
            </Button>
          </>
        )}
      </Stack>
      {!product.isAvailable && (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {stock.soldOut ? t('purchase.soldOut') : t('purchase.unavailable')}
        </Typography>
      )}
      {product.isAvailable && stock.onlyLeft !== null && (
        <Typography sx={{ mt: 1.5, fontWeight: 700, color: 'warning.dark' }} role="status">
          {tCommon('product.onlyLeft', { count: stock.onlyLeft })}
        </Typography>
      )}
    </>
  );
}
