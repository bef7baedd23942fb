import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { cartQuantity } from '@halwai/domain';
import { useCart } from '../../lib/cart-store';
import { paths } from '../../lib/paths';

/** From this width the button floats in the margin right of the grid, clear of every card. */
const IN_MARGIN = 'lg';

/**
 * Always in reach while browsing: the way to the cart, with how many items it holds. It is sticky
 * rather than fixed, placed after the grid: it rides at the bottom of the screen while the items
 * scroll by, and comes to rest below the last card instead of covering the footer. Where there is
 * no margin beside the grid it rides in a strip of its own, so cards pass behind the strip as they
 * pass the screen's edge, and a card's buttons are never under the button.
 */
export function FloatingCartButton() {
  const count = useCart((state) => cartQuantity(state.lines));
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: { xs: 0, [IN_MARGIN]: 24 },
        zIndex: 'speedDial',
        display: 'flex',
        justifyContent: 'flex-end',
        mt: 3,
        mx: { xs: -2, sm: -3, [IN_MARGIN]: 0 },
        mr: { [IN_MARGIN]: -8 },
        px: { xs: 2, sm: 3, [IN_MARGIN]: 0 },
        py: { xs: 1.5, [IN_MARGIN]: 0 },
        bgcolor: { xs: 'background.default', [IN_MARGIN]: 'transparent' },
        boxShadow: { xs: '0 -1px 0 rgba(43, 27, 18, 0.12), 0 -6px 12px -8px rgba(43, 27, 18, 0.25)', [IN_MARGIN]: 'none' },
        pointerEvents: { [IN_MARGIN]: 'none' },
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
