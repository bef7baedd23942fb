import { Suspense, useState } from 'react';
import { lazyWithTheme } from '../../lib/ui/lazy-with-theme';
import type { AddToCartSheetProps } from './add-to-cart-sheet';

// The sheet (a drawer, its form fields and transitions) is not needed until a shopper taps "Add":
// it loads then, and stays mounted afterwards so it opens and closes with its animation.
const AddToCartSheet = lazyWithTheme(() => import('./add-to-cart-sheet'), 'AddToCartSheet');

export function LazyAddToCartSheet(props: AddToCartSheetProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AddToCartSheet {...props} />
    </Suspense>
  );
}
