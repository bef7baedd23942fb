import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { categoriesWithAvailableItems, inLanguage, type Catalogue, type Category } from '@halwai/domain';
import { useLanguage } from '../../i18n/use-language';
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

export function CategoryGrid({ catalogue }: { catalogue: Catalogue | undefined }) {
  const tiles = catalogue ? toTiles(catalogue) : [];
  // The tiles come with the catalogue's answer: two a turn, so its arrival is no long task.
  const drawn = useDrawnInTurns(tiles.length, 2, 2);
  const language = useLanguage();
  const { t } = useTranslation('home');
  // Plain elements styled by class (decision 011): drawn with the catalogue's arrival.
  if (!catalogue) {
    return (
      <div className="category-grid" role="status" aria-label={t('categories.loading')}>
        {Array.from({ length: CATEGORY_CARDS }, (_, i) => (
          <div key={i}>
            <TileSkeleton />
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className="category-grid">
      {tiles.slice(0, drawn).map((tile) => (
        <li key={tile.category.id}>
          <div className="shop-tile">
            <RouterLink className="shop-tile__link" to={tile.to}>
              <ProductPicture src={tile.picture} alt="" sizes={PICTURE_SIZES.categoryTile} />
              <div className="category-tile__caption">
                <h3 className="category-tile__name">{inLanguage(language, tile.category.name, tile.category.nameHi)}</h3>
                <p className="category-tile__count">{t('categories.itemCount', { count: tile.itemCount })}</p>
              </div>
            </RouterLink>
          </div>
        </li>
      ))}
      {/* Tiles still to come hold their place, so nothing below moves as they arrive. */}
      {tiles.slice(drawn).map((tile) => (
        <li key={tile.category.id} aria-hidden="true">
          <TileSkeleton />
        </li>
      ))}
    </ul>
  );
}

function TileSkeleton() {
  return <span className="shop-skeleton category-grid__skeleton" />;
}
