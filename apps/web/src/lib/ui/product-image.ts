import { CATALOGUE_CARD_PICTURE_SIZES, PRODUCT_PAGE_PICTURE_SIZES } from '@halwai/domain';

/**
 * The size item pictures are drawn and uploaded at (4:3). Images carry it as width and height so the
 * browser reserves their space before they load, and nothing below them jumps.
 */
export const PRODUCT_IMAGE_WIDTH = 600;
export const PRODUCT_IMAGE_HEIGHT = 450;

/**
 * `sizes` of an item picture in each place it is shown: the width the layout gives it (container
 * padding 16 px, 24 px from 600 px; the grids' gaps), so the browser downloads the smallest of the
 * server's widths that is sharp on the screen. Keep in step with those layouts.
 */
export const PICTURE_SIZES = {
  /** ProductGrid's cards; the server preloads the first with the same sizes. */
  card: CATALOGUE_CARD_PICTURE_SIZES,
  /** The back office's grids in the xl container: 1, 2, 3, 4 columns, gaps 16 px. */
  adminCard:
    '(min-width: 1536px) 360px, (min-width: 1200px) calc(25vw - 24px), (min-width: 900px) calc(33.3vw - 27px), (min-width: 600px) calc(50vw - 32px), calc(100vw - 32px)',
  /** The home page's categories: 2, 3, 4 columns, gaps 12 px, 24 px from 900 px. */
  categoryTile:
    '(min-width: 1200px) 270px, (min-width: 900px) calc(25vw - 30px), (min-width: 600px) calc(33.3vw - 24px), calc(50vw - 22px)',
  /** The home page's favourites strip (TILE_WIDTH). */
  featuredTile: '(min-width: 900px) 240px, 200px',
  /** The item page's picture; the server preloads it with the same sizes. */
  productPage: PRODUCT_PAGE_PICTURE_SIZES,
  cartLine: '(min-width: 600px) 96px, 80px',
  sheet: '80px',
} as const;
