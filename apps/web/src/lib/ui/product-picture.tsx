import { useState } from 'react';
import { mediaSrcSet } from '@halwai/domain';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './product-image';

/** Drawn instead of a picture that is missing or fails to load, so no broken-image icon ever shows. */
export const NO_PICTURE = '/images/no-picture.svg';

/**
 * How soon a picture loads: `lazy` when scrolled near, `eager` at once (the first screenful), `high`
 * at once and ahead of everything else (the page's largest picture, which decides when it looks ready).
 */
export type PicturePriority = 'lazy' | 'eager' | 'high';

interface ProductPictureProps {
  src: string | undefined;
  /** Empty when the name is written next to the picture anyway. */
  alt: string;
  /** The width the layout gives the picture (`sizes`, see PICTURE_SIZES): which of the server's widths to download. */
  sizes: string;
  priority?: PicturePriority;
  /** Greys the picture out, the way unavailable items look. */
  unavailable?: boolean;
  /** Rounded, with a soft shadow: the picture on an item's own page. */
  framed?: boolean;
}

/** An item's picture at its full width in the 4:3 shape it is drawn at, on grey until it loads. */
export function ProductPicture({ src, alt, sizes, priority = 'lazy', unavailable = false, framed = false }: ProductPictureProps) {
  // Remembers which address failed, so a new address (the item was edited) is tried again.
  const [failed, setFailed] = useState<string | undefined>();
  const shown = !src || failed === src ? NO_PICTURE : src;
  const srcSet = mediaSrcSet(shown);
  // A plain element styled by class (class-styles.ts): a grid of cards draws hundreds of these.
  const className = `product-picture${unavailable ? ' product-picture--unavailable' : ''}${framed ? ' product-picture--framed' : ''}`;
  return (
    <img
      className={className}
      alt={alt}
      width={PRODUCT_IMAGE_WIDTH}
      height={PRODUCT_IMAGE_HEIGHT}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={shown}
      onError={() => setFailed(src)}
    />
  );
}
