import Grid from '@mui/material/Grid';
import { quantityOfProduct, type Product } from '@halwai/domain';
import { cartStore, useCart } from '../../lib/cart-store';
import { ProductCard } from '../../lib/ui/product-card';

/** Cards in the first row on a wide screen load at once; the rest load as they come near. */
const EAGER_CARDS = 4;

/** The first card's picture is a phone's largest paint: it is fetched ahead of the others. */
const priorityOf = (index: number) => (index === 0 ? 'high' : index < EAGER_CARDS ? 'eager' : 'lazy');

interface ProductGridProps {
  items: readonly Product[];
  onAdd: (product: Product) => void;
}

/** Item cards: 1 per row on extra small, 2 on small, 3 on medium and 4 on large screens. */
export function ProductGrid({ items, onAdd }: ProductGridProps) {
  const lines = useCart((state) => state.lines);
  const decrement = (product: Product) => cartStore.getState().decrementProduct(product.id);

  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      {items.map((item, index) => (
        <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <ProductCard
            product={item}
            inCartQuantity={quantityOfProduct(lines, item.id)}
            onAdd={onAdd}
            onDecrement={decrement}
            imagePriority={priorityOf(index)}
          />
        </Grid>
      ))}
    </Grid>
  );
}
