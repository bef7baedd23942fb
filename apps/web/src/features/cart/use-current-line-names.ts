import { useEffect } from 'react';
import { useStorefrontCatalogue } from '../../lib/api/get-catalogue';
import { cartStore } from '../../lib/cart-store';

/**
 * Keeps the cart's lines named as the catalogue names their products now: a line stored before staff
 * renamed its product (or gave it a Hindi name) shows the new name, not the one it was added with.
 */
export function useCurrentLineNames(): void {
  const { data: catalogue } = useStorefrontCatalogue();
  useEffect(() => {
    if (catalogue) cartStore.getState().followNames(catalogue.items);
  }, [catalogue]);
}
