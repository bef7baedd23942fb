import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { cartQuantity } from '@halwai/domain';
import { useCart } from '../../lib/cart-store';
import { paths } from '../../lib/paths';

/**
 * Always in reach while browsing: the way to the cart, with how many items it holds. It is sticky
 * rather than fixed, placed after the grid: it rides at the bottom of the screen while the items
 * scroll by, and comes to rest below the last card instead of covering the footer.
 */
export function FloatingCartButton() {
  const count = useCart((state) => cartQuantity(state.lines));
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: { xs: 16, md: 24 },
        zIndex: 'speedDial',
        display: 'flex',
        justifyContent: 'flex-end',
        mt: 3,
        mr: { lg: -8 },
        pointerEvents: 'none',
      }}
    >
      <Fab
        component={RouterLink}
        to={paths.cart}
        color="secondary"
        aria-label={count === 1 ? 'Go to cart, 1 item' : `Go to cart, ${count} items`}
        sx={{ pointerEvents: 'auto' }}
      >
        <Badge badgeContent={count} color="accent" max={99} sx={{ '& .MuiBadge-badge': { fontWeight: 700 } }}>
          <ShoppingCartIcon />
        </Badge>
      </Fab>
    </Box>
  );
}
