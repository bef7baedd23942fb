import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { newMessages } from '../../features/admin-messages/new-messages';
import { newOrders } from '../../features/admin-orders/new-orders';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import { useShopInfo } from '../../lib/use-shop-info';
import { useHasOutletChoice } from '../../lib/outlet-choice';
import { lazyWithTheme } from '../../lib/ui/lazy-with-theme';
import { useWideHeader } from '../../lib/ui/wide-header';
import { LanguageSwitch } from './language-switch';
import { useCartCount } from './use-cart-count';
import { MenuIcon, ShoppingCartOutlinedIcon } from '../../lib/ui/icons';

// Only wide screens show these: phones never load them.
const HeaderSearch = lazyWithTheme(() => import('./header-storefront'), 'HeaderSearch');
const HeaderCategories = lazyWithTheme(() => import('./header-storefront'), 'HeaderCategories');
// Only a shop with outlets to choose from shows it: a shop with one never loads it.
const OutletBar = lazyWithTheme(() => import('./outlet-bar'), 'OutletBar');

/** A count over an icon, as MUI's Badge draws it (up to 99, then "99+"); none while it is 0. */
function CountBadge({ count, children }: { count: number; children: React.ReactNode }) {
  return (
    <span className="top-bar__badge">
      {children}
      {count > 0 && <span className="top-bar__count">{count > 99 ? '99+' : count}</span>}
    </span>
  );
}

/**
 * The bar over every page: the menu, the shop's name and the cart, with the search box and the
 * categories on a wide screen. Plain elements styled by class (decision 011): every page draws it as
 * it loads, and as MUI's AppBar, buttons and badges it was a fair part of that first task on a phone.
 */
export function TopBar({ onMenuClick }: { onMenuClick: () => void }) {
  const { t } = useTranslation();
  const { name } = useShopInfo();
  const cartCount = useCartCount();
  const cartLabel = t('topBar.cart', { count: cartCount });
  // Live orders and messages are counted in the drawer; the closed drawer's button says there is news.
  // A cashier sells at the counter only: no back-office news, no cart, and the shop's name leads back to the counter.
  const cashier = useSession().role === 'cashier';
  const unseen = newOrders.useUnseen() + newMessages.useUnseen();
  const newCount = cashier ? 0 : unseen;
  // On a wide screen the storefront's search and categories sit in the bar; the back office and the counter keep it plain.
  const { pathname } = useLocation();
  const path = pathname.toLowerCase();
  const storefront = !cashier && !path.startsWith('/admin') && !path.startsWith('/counter');
  const storefrontBar = useWideHeader() && storefront;
  const outletBar = useHasOutletChoice() && storefront;

  return (
    <header className="top-bar">
      <div className="top-bar__row">
        <button
          type="button"
          className="shop-icon-button top-bar__button top-bar__button--start"
          aria-label={newCount > 0 ? t('topBar.openMenuWithNew', { count: newCount }) : t('topBar.openMenu')}
          onClick={onMenuClick}
        >
          <CountBadge count={newCount}>
            <MenuIcon />
          </CountBadge>
        </button>
        <RouterLink className="top-bar__home" to={cashier ? paths.counter : paths.home}>
          <img className="top-bar__logo" src="/favicon.svg" alt="" />
          <span className="top-bar__name">{name}</span>
        </RouterLink>
        {storefrontBar && (
          <Suspense fallback={null}>
            <HeaderSearch />
          </Suspense>
        )}
        <LanguageSwitch />
        {!cashier && (
          <RouterLink className="shop-icon-button top-bar__button top-bar__button--end" to={paths.cart} aria-label={cartLabel}>
            <CountBadge count={cartCount}>
              <ShoppingCartOutlinedIcon />
            </CountBadge>
          </RouterLink>
        )}
      </div>
      {storefrontBar && (
        <Suspense fallback={null}>
          <div className="top-bar__row top-bar__row--dense">
            <HeaderCategories />
          </div>
        </Suspense>
      )}
      {outletBar && (
        <div className="top-bar__row top-bar__row--dense">
          <Suspense fallback={null}>
            <OutletBar />
          </Suspense>
        </div>
      )}
    </header>
  );
}
