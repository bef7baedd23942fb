import fs from 'node:fs';
import path from 'node:path';
import { CAROUSEL_PICTURE_WIDTHS, carouselPicture } from '@halwai/domain';
import { describe, expect, it } from 'vitest';
import { CAROUSEL_SLIDES } from './carousel-slides';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

describe('carousel pictures', () => {
  it.each(CAROUSEL_SLIDES.map((slide) => slide.picture))(
    '%s has its drawing and a WebP in every width the page offers',
    (picture) => {
      expect(fs.existsSync(path.join(publicDir, 'carousel', `${picture}.svg`))).toBe(true);
      for (const width of CAROUSEL_PICTURE_WIDTHS) {
        const file = path.join(publicDir, carouselPicture(picture, width));
        expect(fs.existsSync(file), `${file} (run node scripts/carousel-pictures.mjs)`).toBe(true);
        // A WebP file starts RIFF....WEBP.
        expect(fs.readFileSync(file).subarray(8, 12).toString()).toBe('WEBP');
      }
    },
  );
});
