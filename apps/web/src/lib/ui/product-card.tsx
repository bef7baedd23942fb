import { useId, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type Diet, DIETS, inLanguage, type Language, type Product, productStockNote } from '@halwai/domain';
import { languageOf } from '../../i18n/use-language';
import { formatCalendarDay } from '../format';
import { paths } from '../paths';
import { DiscountBadge } from './discount-badge';
import { PriceWithUnit } from './price-with-unit';
import { PICTURE_SIZES } from './product-image';
import { ProductPicture, type PicturePriority } from './product-picture';
import { AddIcon, RemoveIcon } from './icons';
import { VegMarkIcon } from './veg-mark';

/** The words every card says alike, read from i18next once per language rather than once per card. */
interface CardWords {
  soldOut: string;
  unavailable: string;
  currentlyUnavailable: string;
  viewDetails: string;
  addToCart: string;
  notifyMe: string;
  diet: Record<Diet, string>;
}

const wordsByLanguage = new Map<Language, CardWords>();

function cardWords(t: TFunction, language: Language): CardWords {
  let words = wordsByLanguage.get(language);
  if (!words) {
    words = {
      soldOut: t('product.soldOut'),
      unavailable: t('product.unavailable'),
      currentlyUnavailable: t('product.currentlyUnavailable'),
      viewDetails: t('product.viewDetails'),
      addToCart: t('product.addToCart'),
      notifyMe: t('product.notifyMe'),
      diet: Object.fromEntries(DIETS.map((diet) => [diet, t(`diet.${diet}`)])) as Record<Diet, string>,
    };
    wordsByLanguage.set(language, words);
  }
  return words;
}

export interface ProductCardProps {
  product: Product;
  /** How many of this item (all variants) the cart holds; shows the −/+ stepper when above 0. */
  inCartQuantity?: number;
  /** Add to cart and the stepper's plus; without it the card shows no cart controls. */
  onAdd?: (product: Product) => void;
  /** The stepper's minus. */
  onDecrement?: (product: Product) => void;
  /** "Notify me" on a sold-out item: asks for the customer's mobile. Without it a sold-out card offers nothing. */
  onNotify?: (product: Product) => void;
  /** Extra controls after the card's own, e.g. the back office's switch and menu. */
  actions?: ReactNode;
  /** Cards in the first screenful load at once (the first ahead of all); the rest wait until scrolled near. */
  imagePriority?: PicturePriority;
  /** The width the grid gives the card's picture (`sizes`); the storefront's grid by default. */
  imageSizes?: string;
}

/** One item as the shop shows it: picture, name, price with unit, description, discount and cart controls. */
export function ProductCard({
  product,
  inCartQuantity = 0,
  onAdd,
  onDecrement,
  onNotify,
  actions,
  imagePriority = 'lazy',
  imageSizes = PICTURE_SIZES.card,
}: ProductCardProps) {
  const titleId = useId();
  // One hook for the card and all it draws: a catalogue draws dozens, and each hook costs a phone time.
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n);
  const words = cardWords(t, language);
  const { isAvailable } = product;
  const name = inLanguage(language, product.name, product.nameHi);
  const stock = productStockNote(product);

  // Plain elements styled by class (class-styles.ts): the catalogue draws dozens of cards.
  return (
    <article className="product-card" aria-labelledby={titleId}>
      <div className="product-card__picture">
        <ProductPicture
          src={product.thumbnail}
          alt={name}
          sizes={imageSizes}
          priority={imagePriority}
          unavailable={!isAvailable}
        />
        <div className="product-card__badges">
          {product.food && (
            <span className="product-card__diet">
              <VegMarkIcon diet={product.food.diet} label={words.diet[product.food.diet]} />
            </span>
          )}
          <DiscountBadge discount={product.discount} />
          {!isAvailable && <span className="shop-badge shop-badge--unavailable">{stock.soldOut ? words.soldOut : words.unavailable}</span>}
          {isAvailable && stock.onlyLeft !== null && <span className="shop-badge shop-badge--few">{t('product.onlyLeft', { count: stock.onlyLeft })}</span>}
        </div>
      </div>
      <div className="product-card__content">
        <h2 id={titleId} className="product-card__title">
          {/* Its box covers the card (but for the buttons): a tap on the picture or the name opens the item. */}
          <RouterLink className="product-card__link" to={paths.productDetails(product.id)}>
            {name}
          </RouterLink>
        </h2>
        {/* "Pre-order · ready from 29 Oct": written here and on the product page, not as a module of its own, which would be one more script to load first. */}
        {product.preorder && <p className="preorder-label">{t('product.preorder', { date: formatCalendarDay(product.preorder.from, { weekday: false }) })}</p>}
        <PriceWithUnit price={product.price} unit={product.priceUnit} discount={product.discount} />
        <p className="product-card__description">{inLanguage(language, product.description, product.descriptionHi)}</p>
      </div>
      <div className="product-card__actions">
        <RouterLink
          className="shop-button shop-button--outlined"
          to={paths.productDetails(product.id)}
          aria-describedby={titleId}
        >
          {words.viewDetails}
        </RouterLink>
        {onAdd && (
          <CartControls
            product={product}
            inCartQuantity={inCartQuantity}
            onAdd={onAdd}
            onDecrement={onDecrement}
            onNotify={onNotify}
            titleId={titleId}
            name={name}
            t={t}
            words={words}
          />
        )}
        {actions}
      </div>
    </article>
  );
}

interface CartControlsProps {
  product: Product;
  inCartQuantity: number;
  onAdd: (product: Product) => void;
  onDecrement?: (product: Product) => void;
  onNotify?: (product: Product) => void;
  titleId: string;
  /** The item's name in the page's language. */
  name: string;
  t: TFunction;
  words: CardWords;
}

function CartControls({ product, inCartQuantity, onAdd, onDecrement, onNotify, titleId, name, t, words }: CartControlsProps) {
  if (inCartQuantity > 0) {
    return (
      <div className="product-card__stepper">
        <button
          type="button"
          className="shop-icon-button product-card__step product-card__step--less"
          aria-label={t('product.removeOne', { name })}
          onClick={() => onDecrement?.(product)}
          disabled={!onDecrement}
        >
          <RemoveIcon />
        </button>
        <p className="product-card__in-cart">{t('product.inCart', { count: inCartQuantity })}</p>
        <button
          type="button"
          className="shop-icon-button product-card__step product-card__step--more"
          aria-label={t('product.addMore', { name })}
          onClick={() => onAdd(product)}
          disabled={!product.isAvailable}
        >
          <AddIcon />
        </button>
      </div>
    );
  }
  if (!product.isAvailable) {
    const soldOut = productStockNote(product).soldOut;
    // Sold out: "Notify me" where the page offers it; otherwise the button only says why it cannot add.
    const notify = soldOut && onNotify;
    return (
      <button type="button" className="shop-button shop-button--contained" disabled={!notify} onClick={() => notify && notify(product)}>
        {notify ? words.notifyMe : soldOut ? words.soldOut : words.currentlyUnavailable}
      </button>
    );
  }
  return (
    <button type="button" className="shop-button shop-button--contained" onClick={() => onAdd(product)} aria-describedby={titleId}>
      <AddToCartIcon />
      {words.addToCart}
    </button>
  );
}

/** Material Icons' AddShoppingCart as a plain `<svg>`, which a card draws for nothing. */
function AddToCartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2m-9.83-3.25.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4h-.01l-1.1 2-2.76 5H8.53l-.13-.27L6.16 6l-.95-2-.94-2H1v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.13 0-.25-.11-.25-.25" />
    </svg>
  );
}
