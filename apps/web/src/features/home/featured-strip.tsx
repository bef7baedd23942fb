import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { inLanguage, type Product } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../lib/paths';
import { useDrawnInTurns } from '../../lib/ui/draw-in-turn';
import { DiscountBadge } from '../../lib/ui/discount-badge';
import { PriceWithUnit } from '../../lib/ui/price-with-unit';
import { PICTURE_SIZES } from '../../lib/ui/product-image';
import { ProductPicture } from '../../lib/ui/product-picture';
import { ChevronLeftIcon, ChevronRightIcon } from '../../lib/ui/icons';

interface FeaturedStripProps {
  items: readonly Product[] | undefined;
  headingId: string;
}

/** The featured items in a row that scrolls sideways; each one leads to the catalogue. */
export function FeaturedStrip({ items, headingId }: FeaturedStripProps) {
  const { t } = useTranslation('home');
  const listRef = useRef<HTMLUListElement>(null);
  // The tiles come with the catalogue's answer: two a turn, so its arrival is no long task.
  const drawn = useDrawnInTurns(items?.length ?? 0, 2, 2);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth * 0.8, behavior: 'smooth' });
  };

  // Plain elements styled by class (decision 011): drawn with the catalogue's arrival.
  return (
    <div>
      <div className="featured-strip__head">
        <h2 id={headingId} className="shop-h2">
          {t('featured.title')}
        </h2>
        <div className="featured-strip__buttons">
          <button type="button" className="shop-icon-button featured-strip__button" aria-label={t('featured.scrollBack')} onClick={() => scroll(-1)}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className="shop-icon-button featured-strip__button" aria-label={t('featured.scrollOn')} onClick={() => scroll(1)}>
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul ref={listRef} className="featured-strip__list" aria-labelledby={headingId}>
        {items
          ? items.slice(0, drawn).map((item) => (
              <li key={item.id} className="featured-strip__item">
                <FeaturedTile item={item} />
              </li>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="featured-strip__item">
                <span className="shop-skeleton featured-strip__skeleton" />
              </li>
            ))}
      </ul>
    </div>
  );
}

function FeaturedTile({ item }: { item: Product }) {
  const language = useLanguage();
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
          <h3 className="featured-tile__name">{inLanguage(language, item.name, item.nameHi)}</h3>
          <PriceWithUnit price={item.price} unit={item.priceUnit} discount={item.discount} />
        </div>
      </RouterLink>
    </div>
  );
}
