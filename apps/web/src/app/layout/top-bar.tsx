import { lazy, Suspense } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { newMessages } from '../../features/admin-messages/new-messages';
import { newOrders } from '../../features/admin-orders/new-orders';
import { paths } from '../../lib/paths';
import { useShopInfo } from '../../lib/use-shop-info';
import { useWideHeader } from '../../lib/ui/wide-header';
import { useCartCount } from './use-cart-count';

// Only wide screens show these: phones never load them.
const HeaderSearch = lazy(() => import('./header-storefront').then((m) => ({ default: m.HeaderSearch })));
const HeaderCategories = lazy(() => import('./header-storefront').then((m) => ({ default: m.HeaderCategories })));

export function TopBar({ onMenuClick }: { onMenuClick: () => void }) {
  const { name } = useShopInfo();
  const cartCount = useCartCount();
  const cartLabel = cartCount === 1 ? 'Cart, 1 item' : `Cart, ${cartCount} items`;
  // Live orders and messages are counted in the drawer; the closed drawer's button says there is news.
  const newCount = newOrders.useUnseen() + newMessages.useUnseen();
  // On a wide screen the storefront's search and categories sit in the bar; the back office keeps it plain.
  const { pathname } = useLocation();
  const storefrontBar = useWideHeader() && !pathname.toLowerCase().startsWith('/admin');

  return (
    <AppBar position="sticky" color="primary">
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          color="inherit"
          aria-label={newCount > 0 ? `Open menu, ${newCount} new` : 'Open menu'}
          onClick={onMenuClick}
        >
          <Badge badgeContent={newCount} color="accent" max={99}>
            <MenuIcon />
          </Badge>
        </IconButton>
        <Box
          component={RouterLink}
          to={paths.home}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            minWidth: 0,
            flexGrow: 1,
            color: 'inherit',
            textDecoration: 'none',
          }}
        >
          <Box component="img" src="/favicon.svg" alt="" sx={{ width: 34, height: 34, flexShrink: 0 }} />
          <Typography
            component="span"
            variant="h6"
            noWrap
            sx={{ fontFamily: 'Georgia, Cambria, serif', fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
          >
            {name}
          </Typography>
        </Box>
        {storefrontBar && (
          <Suspense fallback={null}>
            <HeaderSearch />
          </Suspense>
        )}
        <IconButton component={RouterLink} to={paths.cart} color="inherit" edge="end" aria-label={cartLabel}>
          <Badge badgeContent={cartCount} color="accent" max={99}>
            <ShoppingCartOutlinedIcon />
          </Badge>
        </IconButton>
      </Toolbar>
      {storefrontBar && (
        <Suspense fallback={null}>
          <Toolbar variant="dense" sx={{ minHeight: 40 }}>
            <HeaderCategories />
          </Toolbar>
        </Suspense>
      )}
    </AppBar>
  );
}
