import { memo, useRef } from 'react';
import { quantityOfProduct, type Product } from '@halwai/domain';
import { cartStore, useCart } from '../../lib/cart-store';
import { ProductCard } from '../../lib/ui/product-card';
import type { PicturePriority } from '../../lib/ui/product-picture';
import { useNearScreen } from '../../lib/ui/use-near-screen';
import { useProgressiveReveal } from './use-progressive-reveal';

/** Cards in the first row on a wide screen load at once; the rest load as they come near. */
const EAGER_CARDS = 4;

/** The first card's picture is a phone's largest paint: it is fetched ahead of the others. */
const priorityOf = (index: number): PicturePriority => (index === 0 ? 'high' : index < EAGER_CARDS ? 'eager' : 'lazy');

interface ProductGridProps {
  items: readonly Product[];
  /** Keep it stable: cards redraw only when their own props change. */
  onAdd: (product: Product) => void;
  /** "Notify me" on a sold-out card; keep it stable too. */
  onNotify?: (product: Product) => void;
}

/**
 * Item cards: 1 per row on extra small, 2 on small, 3 on medium and 4 on large screens, drawn a few
 * at a time. It redraws only when its items (or the cart) change, not with every keystroke around it.
 */
export const ProductGrid = memo(function ProductGrid({ items, onAdd, onNotify }: ProductGridProps) {
  const lines = useCart((state) => state.lines);
  const end = useRef<HTMLDivElement>(null);
  const shown = useProgressiveReveal(items, useNearScreen(end));

  return (
    <>
      <div className="product-grid">
        {items.slice(0, shown).map((item, index) => (
          <GridCard
            key={item.id}
            product={item}
            inCartQuantity={quantityOfProduct(lines, item.id)}
            onAdd={onAdd}
            onNotify={onNotify}
            imagePriority={priorityOf(index)}
          />
        ))}
      </div>
      {/* Where the drawn cards end: more are drawn as it comes near. */}
      <div ref={end} />
    </>
  );
});

const decrement = (product: Product) => cartStore.getState().decrementProduct(product.id);

const GridCard = memo(function GridCard({
  product,
  inCartQuantity,
  onAdd,
  onNotify,
  imagePriority,
}: {
  product: Product;
  inCartQuantity: number;
  onAdd: (product: Product) => void;
  onNotify?: (product: Product) => void;
  imagePriority: PicturePriority;
}) {
  return (
    <ProductCard
      product={product}
      inCartQuantity={inCartQuantity}
      onAdd={onAdd}
      onDecrement={decrement}
      onNotify={onNotify}
      imagePriority={imagePriority}
    />
  );
});
