/**
 * The widths (px) the server makes of each stored picture, `/media/{id}.webp?w={width}`. A fixed few,
 * so nobody can make the server encode endless sizes: 160 for cart thumbnails, 320–640 for cards on
 * phones and desktops, 960–1200 for the item page on dense screens.
 */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export const isMediaWidth = (width: number): width is MediaWidth => (MEDIA_WIDTHS as readonly number[]).includes(width);

/** A picture stored by this shop (an upload or a demo picture); any other address is shown as it is. */
const MEDIA_PICTURE = /^\/media\/[0-9a-f]{32}\.webp$/i;

export const isMediaPicture = (url: string): boolean => MEDIA_PICTURE.test(url);

/**
 * The `srcset` of a stored picture, one candidate per width; undefined for any other address (an
 * external http picture, the logo), which is shown as it is. A picture narrower than a width is
 * answered at its own size, so the larger candidates cost nothing extra.
 */
export function mediaSrcSet(url: string): string | undefined {
  if (!isMediaPicture(url)) return undefined;
  return MEDIA_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}

/**
 * `sizes` of the item page's picture: half of the lg container (1200 − 2 × 24 px padding, 40 px
 * gap) from 1200 px, half the screen from 900 px, the whole screen less its padding (24 px from
 * 600 px, else 16 px) below. Shared with the server, which preloads the same candidate the page will ask for.
 */
export const PRODUCT_PAGE_PICTURE_SIZES =
  '(min-width: 1200px) 556px, (min-width: 900px) calc(50vw - 44px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * `sizes` of a catalogue card's picture: ProductGrid in the lg container, 1, 2, 3, 4 columns, gaps
 * 16 px, 24 px from 900 px. Shared with the server, which preloads the first card's picture.
 */
export const CATALOGUE_CARD_PICTURE_SIZES =
  '(min-width: 1200px) 270px, (min-width: 900px) calc(33.3vw - 32px), (min-width: 600px) calc(50vw - 32px), calc(100vw - 32px)';

/** The widths (px) the home carousel's pictures are drawn in, as `/carousel/{name}-{width}.webp`. */
export const CAROUSEL_PICTURE_WIDTHS = [800, 1200, 1600, 2400] as const;

export const carouselPicture = (name: string, width: number): string => `/carousel/${name}-${width}.webp`;

export const carouselSrcSet = (name: string): string =>
  CAROUSEL_PICTURE_WIDTHS.map((width) => `${carouselPicture(name, width)} ${width}w`).join(', ');

/**
 * `sizes` of a carousel picture, which covers the carousel (16:7, cropped): its height (340, 380,
 * 440 px) sets the drawn width below 900 px, the lg container's width (less its padding) above.
 * Shared with the server, which preloads the first picture.
 */
export const CAROUSEL_PICTURE_SIZES =
  '(min-width: 1200px) 1152px, (min-width: 900px) max(1006px, calc(100vw - 48px)), (min-width: 600px) 869px, 777px';
