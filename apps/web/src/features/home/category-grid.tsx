import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { categoriesWithAvailableItems, type Catalogue, type Category } from '@halwai/domain';
import { useDrawnInTurns } from '../../lib/ui/draw-in-turn';
import { paths } from '../../lib/paths';
import { PICTURE_SIZES } from '../../lib/ui/product-image';
import { ProductPicture } from '../../lib/ui/product-picture';

const CATEGORY_CARDS = 8;

interface CategoryTile {
  category: Category;
  to: string;
  picture: string | undefined;
  itemCount: number;
}

/** Each category opens the catalogue at the whole category (all its subcategories), pictured by its featured (or first) item. */
function toTiles(catalogue: Catalogue): CategoryTile[] {
  return categoriesWithAvailableItems(catalogue)
    .slice(0, CATEGORY_CARDS)
    .map((category) => {
      const items = catalogue.items.filter((item) => item.categoryId === category.id);
      const pictured = items.find((item) => item.featured) ?? items.find((item) => item.isAvailable) ?? items[0];
      return { category, to: paths.sweets(category.id), picture: pictured?.thumbnail, itemCount: items.length };
    });
}

const gridSize = { xs: 6, sm: 4, md: 3 } as const;

export function CategoryGrid({ catalogue }: { catalogue: Catalogue | undefined }) {
  const tiles = catalogue ? toTiles(catalogue) : [];
  // The tiles come with the catalogue's answer: two a turn, so its arrival is no long task.
  const drawn = useDrawnInTurns(tiles.length, 2, 2);
  if (!catalogue) {
    return (
      <Grid container spacing={{ xs: 1.5, md: 3 }} role="status" aria-label="Loading categories">
        {Array.from({ length: CATEGORY_CARDS }, (_, i) => (
          <TileSkeleton key={i} />
        ))}
      </Grid>
    );
  }
  return (
    <Grid container spacing={{ xs: 1.5, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {tiles.slice(0, drawn).map((tile) => (
        <Grid key={tile.category.id} size={gridSize} component="li">
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={tile.to} sx={{ position: 'relative', height: '100%' }}>
              <ProductPicture src={tile.picture} alt="" sizes={PICTURE_SIZES.categoryTile} />
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'flex-end',
                  p: { xs: 1.25, md: 2 },
                  color: 'common.white',
                  background:
                    'linear-gradient(0deg, rgba(43, 10, 18, 0.85) 0%, rgba(43, 10, 18, 0.35) 45%, rgba(43, 10, 18, 0) 70%)',
                }}
              >
                <Typography
                  component="h3"
                  sx={{
                    fontFamily: (theme) => theme.typography.h3.fontFamily,
                    fontWeight: 700,
                    fontSize: { xs: '1rem', md: '1.25rem' },
                    lineHeight: 1.2,
                  }}
                >
                  {tile.category.name}
                </Typography>
                <Typography variant="body2" sx={{ opacity: 0.9 }}>
                  {tile.itemCount === 1 ? '1 item' : `${tile.itemCount} items`}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
      {/* Tiles still to come hold their place, so nothing below moves as they arrive. */}
      {tiles.slice(drawn).map((tile) => (
        <TileSkeleton key={tile.category.id} component="li" />
      ))}
    </Grid>
  );
}

function TileSkeleton({ component = 'div' }: { component?: 'div' | 'li' }) {
  return (
    <Grid size={gridSize} component={component} aria-hidden={component === 'li' || undefined}>
      <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '4 / 3', borderRadius: '16px' }} />
    </Grid>
  );
}
