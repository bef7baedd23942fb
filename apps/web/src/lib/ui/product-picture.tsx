import { useState } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { mediaSrcSet } from '@halwai/domain';
import { Image } from './image';
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
  /** Added to the picture's own look (full width, 4:3, cover). */
  sx?: SxProps<Theme>;
}

/** An item's picture at its full width in the 4:3 shape it is drawn at, on grey until it loads. */
export function ProductPicture({ src, alt, sizes, priority = 'lazy', unavailable = false, sx = [] }: ProductPictureProps) {
  // Remembers which address failed, so a new address (the item was edited) is tried again.
  const [failed, setFailed] = useState<string | undefined>();
  const shown = !src || failed === src ? NO_PICTURE : src;
  const srcSet = mediaSrcSet(shown);
  return (
    <Image
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
      sx={[
        {
          width: '100%',
          height: 'auto',
          aspectRatio: `${PRODUCT_IMAGE_WIDTH} / ${PRODUCT_IMAGE_HEIGHT}`,
          objectFit: 'cover',
          bgcolor: 'grey.100',
          filter: unavailable ? 'grayscale(0.7)' : undefined,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
