import { cartQuantity } from '@halwai/domain';
import { useCart } from '../../lib/cart-store';

/** The total quantity in the cart, for the top bar's badge. */
export function useCartCount(): number {
  return useCart((state) => cartQuantity(state.lines));
}
