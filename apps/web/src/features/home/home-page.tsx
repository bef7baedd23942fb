import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { useCatalogue } from '../../lib/api/get-catalogue';
import { formatMobile, telLink } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useShopInfo } from '../../lib/use-shop-info';
import { CategoryGrid } from './category-grid';
import { FeaturedStrip } from './featured-strip';
import { HeroCarousel } from './hero-carousel';
import { lazyWithReload } from '../../lib/lazy-with-reload';
import { DrawInTurn } from '../../lib/ui/draw-in-turn';
import { LoadWhenNear } from '../../lib/ui/load-when-near';

// The form (react-hook-form and its schema) is far below the fold: it loads as it scrolls near.
const GetInTouchForm = lazyWithReload(() => import('./get-in-touch-form'), 'GetInTouchForm');

export function HomePage() {
  useDocumentTitle('');
  const { data: catalogue, isError, refetch } = useCatalogue();
  const shop = useShopInfo();
  const categoriesHeading = useId();
  const featuredHeading = useId();
  const contactHeading = useId();
  const featured = catalogue?.items.filter((item) => item.featured);

  return (
    // The first screen is plain elements styled by class (decision 011); the sections below it stay MUI.
    <div className="shop-container">
      <div className="home__intro">
        <h1 className="shop-h1 home__title">Sweets, snacks &amp; groceries</h1>
        <p className="home__lead">
          Mithai from our own kitchen, crunchy namkeen and everyday groceries. Fill your cart and order with just your name and
          mobile number.
        </p>
      </div>

      <HeroCarousel />

      {/* Below the hero, each section is drawn in a turn of its own (short tasks on a slow phone). */}
      <DrawInTurn>
        <section className="home__section" aria-labelledby={categoriesHeading}>
          <h2 id={categoriesHeading} className="shop-h2 home__section-title">
            Shop by category
          </h2>
          {isError ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                  Try again
                </Button>
              }
            >
              We could not load our categories. Please check your connection.
            </Alert>
          ) : (
            <CategoryGrid catalogue={catalogue} />
          )}
        </section>
      </DrawInTurn>

      {!isError && (
        <DrawInTurn>
          <section className="home__section" aria-labelledby={featuredHeading}>
            <FeaturedStrip items={featured} headingId={featuredHeading} />
          </section>
        </DrawInTurn>
      )}

      <DrawInTurn>
        <Box component="section" aria-labelledby={contactHeading} sx={{ mt: { xs: 4, md: 6 }, mb: { xs: 2, md: 4 } }}>
          <Card sx={{ p: { xs: 2.5, md: 5 } }}>
            <Grid container spacing={{ xs: 3, md: 6 }}>
              <Grid size={{ xs: 12, md: 5 }}>
                <Typography id={contactHeading} component="h2" variant="h2" sx={{ mb: 1.5 }}>
                  Get in touch
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                  Planning a wedding, a puja or a Diwali order for the office? Ask us about bulk boxes, custom assortments and
                  anything else. We usually reply within a day.
                </Typography>
                <Stack spacing={1.5}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <PhoneOutlinedIcon sx={{ color: 'primary.main' }} aria-hidden />
                    <Link href={telLink(shop.phone)} underline="hover" sx={{ fontWeight: 600 }}>
                      {formatMobile(shop.phone)}
                    </Link>
                  </Stack>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <ScheduleOutlinedIcon sx={{ color: 'primary.main' }} aria-hidden />
                    <Typography>{shop.openingHours}</Typography>
                  </Stack>
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 7 }}>
                <LoadWhenNear minHeight={360}>
                  <GetInTouchForm />
                </LoadWhenNear>
              </Grid>
            </Grid>
          </Card>
        </Box>
      </DrawInTurn>
    </div>
  );
}
