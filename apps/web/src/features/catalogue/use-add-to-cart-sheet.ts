import { useCallback, useState } from 'react';
import type { Product } from '@halwai/domain';
import type { AddToCartSheetProps, SheetMode } from './add-to-cart-sheet';

type SheetState = Omit<AddToCartSheetProps, 'onClose'>;

/**
 * Opens the add-to-cart sheet for an item: `const sheet = useAddToCartSheet(); sheet.open(product)`;
 * `sheet.notify(product)` opens the Notify me dialog of a sold-out item in its place.
 */
export function useAddToCartSheet() {
  const [state, setState] = useState<SheetState>({ open: false, product: null, mode: 'add', opening: 0 });

  // Stable, so the catalogue's cards need not redraw when the sheet opens or closes.
  const open = useCallback(
    (product: Product, mode: SheetMode = 'add') => setState((s) => ({ open: true, product, mode, opening: s.opening + 1 })),
    [],
  );
  const notify = useCallback((product: Product) => setState((s) => ({ open: true, product, mode: 'notify', opening: s.opening + 1 })), []);
  const close = () => setState((s) => ({ ...s, open: false }));

  const sheetProps: AddToCartSheetProps = { ...state, onClose: close };
  return { open, notify, sheetProps };
}
