import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStorefrontCatalogue } from '../../lib/api/get-catalogue';
import { lazyWithTheme } from '../../lib/ui/lazy-with-theme';
import { DrawInTurn } from '../../lib/ui/draw-in-turn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CategoryGrid } from './category-grid';
import { ContactSection } from './contact-section';
import { FeaturedStrip } from './featured-strip';
import { HeroCarousel } from './hero-carousel';
import { HomeSearch } from './home-search';

// MUI's Alert and Button are evaluated only if the catalogue fails, not with the first screen's code.
const CategoriesLoadError = lazyWithTheme(() => import('./categories-load-error'), 'CategoriesLoadError');

export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle('');
  const { data: catalogue, isError, refetch } = useStorefrontCatalogue();
  const categoriesHeading = useId();
  const featuredHeading = useId();
  const contactHeading = useId();
  const featured = catalogue?.items.filter((item) => item.featured);

  return (
    // Plain elements styled by class (decision 011).
    <div className="shop-container">
      <div className="home__intro">
        <h1 className="shop-h1 home__title">{t('title')}</h1>
        <p className="home__lead">{t('lead')}</p>
        <HomeSearch />
      </div>

      <HeroCarousel />

      {/* Below the hero, each section is drawn in a turn of its own (short tasks on a slow phone). */}
      <DrawInTurn>
        <section className="home__section" aria-labelledby={categoriesHeading}>
          <h2 id={categoriesHeading} className="shop-h2 home__section-title">
            {t('categories.title')}
          </h2>
          {isError ? (
            <Suspense fallback={null}>
              <CategoriesLoadError onRetry={() => void refetch()} />
            </Suspense>
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
        <ContactSection headingId={contactHeading} />
      </DrawInTurn>
    </div>
  );
}
