/**
 * The carousel's pictures. `picture` names a drawing in public/carousel: the SVG is the source, the
 * page shows its WebP renderings (scripts/carousel-pictures.mjs). What each one says is in the home
 * words (`carousel.slides.<picture>`: alt, title, text, action).
 */
export interface CarouselSlide {
  picture: 'fresh-laddoos' | 'festive-boxes' | 'namkeen-pantry';
}

export const CAROUSEL_SLIDES: readonly CarouselSlide[] = [
  { picture: 'fresh-laddoos' },
  { picture: 'festive-boxes' },
  { picture: 'namkeen-pantry' },
];
