import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { cartQuantity } from '@halwai/domain';
import { useCart } from '../../lib/cart-store';
import { paths } from '../../lib/paths';
import { ShoppingCartIcon } from '../../lib/ui/icons';

/**
 * Always in reach while browsing: the way to the cart, with how many items it holds. It is sticky
 * rather than fixed, placed after the grid: it rides at the bottom of the screen while the items
 * scroll by, and comes to rest below the last card instead of covering the footer. Where there is
 * no margin beside the grid it rides in a strip of its own, so cards pass behind the strip as they
 * pass the screen's edge, and a card's buttons are never under the button. MUI's Fab and Badge,
 * drawn plain (catalogue-view.styles.ts, decision 011): it is in the catalogue's first screen.
 */
export function FloatingCartButton() {
  const { t } = useTranslation('catalogue');
  const count = useCart((state) => cartQuantity(state.lines));
  return (
    <div className="cart-fab">
      <RouterLink
        className="cart-fab__button"
        to={paths.cart}
        aria-label={t('cartButton', { count })}
      >
        <span className="cart-fab__badge">
          <ShoppingCartIcon />
          {count > 0 && <span className="cart-fab__count">{count > 99 ? '99+' : count}</span>}
        </span>
      </RouterLink>
    </div>
  );
}
