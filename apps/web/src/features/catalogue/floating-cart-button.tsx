import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { cartQuantity } from '@halwai/domain';
import { useCart } from '../../lib/cart-store';
import { paths } from '../../lib/paths';

/** Always in reach while browsing: the way to the cart, with how many items it holds. */
export function FloatingCartButton() {
  const count = useCart((state) => cartQuantity(state.lines));
  return (
    <Fab
      component={RouterLink}
      to={paths.cart}
      color="secondary"
      aria-label={count === 1 ? 'Go to cart, 1 item' : `Go to cart, ${count} items`}
      sx={{ position: 'fixed', right: { xs: 16, md: 32 }, bottom: { xs: 16, md: 32 }, zIndex: 'speedDial' }}
    >
      <Badge badgeContent={count} color="accent" max={99} sx={{ '& .MuiBadge-badge': { fontWeight: 700 } }}>
        <ShoppingCartIcon />
      </Badge>
    </Fab>
  );
}
