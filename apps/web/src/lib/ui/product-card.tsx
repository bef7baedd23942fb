import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import RemoveIcon from '@mui/icons-material/Remove';
import type { Product } from '@halwai/domain';
import { paths } from '../paths';
import { DiscountBadge } from './discount-badge';
import { PriceWithUnit } from './price-with-unit';
import { PICTURE_SIZES } from './product-image';
import { ProductPicture, type PicturePriority } from './product-picture';

export interface ProductCardProps {
  product: Product;
  /** How many of this item (all variants) the cart holds; shows the −/+ stepper when above 0. */
  inCartQuantity?: number;
  /** Add to cart and the stepper's plus; without it the card shows no cart controls. */
  onAdd?: (product: Product) => void;
  /** The stepper's minus. */
  onDecrement?: (product: Product) => void;
  /** Extra controls after the card's own, e.g. the back office's switch and menu. */
  actions?: ReactNode;
  /** Cards in the first screenful load at once (the first ahead of all); the rest wait until scrolled near. */
  imagePriority?: PicturePriority;
  /** The width the grid gives the card's picture (`sizes`); the storefront's grid by default. */
  imageSizes?: string;
}

/** One item as the shop shows it: picture, name, price with unit, description, discount and cart controls. */
export function ProductCard({
  product,
  inCartQuantity = 0,
  onAdd,
  onDecrement,
  actions,
  imagePriority = 'lazy',
  imageSizes = PICTURE_SIZES.card,
}: ProductCardProps) {
  const titleId = useId();
  const { name, isAvailable } = product;

  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative' }}>
        <ProductPicture
          src={product.thumbnail}
          alt={name}
          sizes={imageSizes}
          priority={imagePriority}
          unavailable={!isAvailable}
        />
        <Stack direction="row" spacing={1} sx={{ position: 'absolute', top: 12, left: 12 }}>
          <DiscountBadge discount={product.discount} />
          {!isAvailable && (
            <Chip label="Unavailable" size="small" sx={{ bgcolor: 'grey.800', color: 'common.white', boxShadow: 1 }} />
          )}
        </Stack>
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography
          id={titleId}
          component="h2"
          variant="h5"
          sx={{ fontFamily: (theme) => theme.typography.h3.fontFamily, mb: 0.5 }}
        >
          {name}
        </Typography>
        <PriceWithUnit price={product.price} unit={product.priceUnit} discount={product.discount} />
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {product.description}
        </Typography>
      </CardContent>
      {/* Side by side when the card is wide enough; each takes a full row when it is not. */}
      <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap', '& > *': { flexGrow: 1 } }}>
        <Button
          component={RouterLink}
          to={paths.productDetails(product.id)}
          variant="outlined"
          color="secondary"
          aria-describedby={titleId}
        >
          View Details
        </Button>
        {onAdd && (
          <CartControls
            product={product}
            inCartQuantity={inCartQuantity}
            onAdd={onAdd}
            onDecrement={onDecrement}
            titleId={titleId}
          />
        )}
        {actions}
      </CardActions>
    </Card>
  );
}

interface CartControlsProps {
  product: Product;
  inCartQuantity: number;
  onAdd: (product: Product) => void;
  onDecrement?: (product: Product) => void;
  titleId: string;
}

function CartControls({ product, inCartQuantity, onAdd, onDecrement, titleId }: CartControlsProps) {
  if (inCartQuantity > 0) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 0.5 }}>
        <IconButton
          aria-label={`Remove one ${product.name}`}
          onClick={() => onDecrement?.(product)}
          disabled={!onDecrement}
          sx={{ border: 1, borderColor: 'divider' }}
          size="small"
        >
          <RemoveIcon fontSize="small" />
        </IconButton>
        <Typography sx={{ minWidth: '4.5em', textAlign: 'center', fontWeight: 600 }}>{inCartQuantity} in cart</Typography>
        <IconButton
          aria-label={`Add more ${product.name}`}
          onClick={() => onAdd(product)}
          disabled={!product.isAvailable}
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:hover': { bgcolor: 'primary.dark' },
            '&.Mui-disabled': { bgcolor: 'action.disabledBackground' },
          }}
          size="small"
        >
          <AddIcon fontSize="small" />
        </IconButton>
      </Stack>
    );
  }
  if (!product.isAvailable) {
    return (
      <Button variant="contained" disabled>
        Currently unavailable
      </Button>
    );
  }
  return (
    <Button variant="contained" startIcon={<AddShoppingCartIcon />} onClick={() => onAdd(product)} aria-describedby={titleId}>
      Add to cart
    </Button>
  );
}
