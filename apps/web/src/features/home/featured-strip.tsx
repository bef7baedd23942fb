import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { Product } from '@halwai/domain';
import { paths } from '../../lib/paths';
import { useDrawnInTurns } from '../../lib/ui/draw-in-turn';
import { DiscountBadge } from '../../lib/ui/discount-badge';
import { PriceWithUnit } from '../../lib/ui/price-with-unit';
import { PICTURE_SIZES } from '../../lib/ui/product-image';
import { ProductPicture } from '../../lib/ui/product-picture';

const TILE_WIDTH = { xs: 200, md: 240 } as const;

interface FeaturedStripProps {
  items: readonly Product[] | undefined;
  headingId: string;
}

/** The featured items in a row that scrolls sideways; each one leads to the catalogue. */
export function FeaturedStrip({ items, headingId }: FeaturedStripProps) {
  const listRef = useRef<HTMLUListElement>(null);
  // The tiles come with the catalogue's answer: two a turn, so its arrival is no long task.
  const drawn = useDrawnInTurns(items?.length ?? 0, 2, 2);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <div>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h2">
          Customer favourites
        </Typography>
        <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <IconButton
            aria-label="Scroll favourites back"
            onClick={() => scroll(-1)}
            sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Scroll favourites on"
            onClick={() => scroll(1)}
            sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      </Stack>
      <Box
        ref={listRef}
        component="ul"
        aria-labelledby={headingId}
        sx={{
          display: 'flex',
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          // Snapping aligns to the scroll box's edge, so it needs the same inset as the padding.
          scrollPaddingInline: { xs: '16px', sm: 0 },
          scrollbarWidth: 'thin',
          listStyle: 'none',
          m: 0,
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          pt: 0.5,
          pb: 2,
        }}
      >
        {items
          ? items.slice(0, drawn).map((item) => (
              <Box component="li" key={item.id} sx={{ flex: '0 0 auto', width: TILE_WIDTH, scrollSnapAlign: 'start' }}>
                <FeaturedTile item={item} />
              </Box>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <Box component="li" key={i} sx={{ flex: '0 0 auto', width: TILE_WIDTH }}>
                <Skeleton variant="rounded" sx={{ height: 260, borderRadius: '16px' }} />
              </Box>
            ))}
      </Box>
    </div>
  );
}

// Plain elements styled by class (class-styles.ts): drawn with the catalogue's arrival.
function FeaturedTile({ item }: { item: Product }) {
  return (
    <div className="shop-tile">
      <RouterLink className="shop-tile__link" to={paths.productDetails(item.id)}>
        <div className="featured-tile__picture">
          <ProductPicture src={item.thumbnail} alt="" sizes={PICTURE_SIZES.featuredTile} />
          <div className="featured-tile__badge">
            <DiscountBadge discount={item.discount} />
          </div>
        </div>
        <div className="featured-tile__text">
          <h3 className="featured-tile__name">{item.name}</h3>
          <PriceWithUnit price={item.price} unit={item.priceUnit} discount={item.discount} />
        </div>
      </RouterLink>
    </div>
  );
}
