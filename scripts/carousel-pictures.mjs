// Draws the home carousel's pictures (apps/web/public/carousel/*.svg) as WebP in the widths the page
// offers (CAROUSEL_PICTURE_WIDTHS in packages/domain, which a web
// test keeps in step with the files). A phone draws a detailed SVG on its main thread while the page
// starts; a WebP is decoded off it. Run again after changing a picture: node scripts/carousel-pictures.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WIDTHS = [800, 1200, 1600, 2400];
const dir = path.join(import.meta.dirname, '..', 'apps/web/public/carousel');
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
  const name = path.basename(file, '.svg');
  const svg = fs.readFileSync(path.join(dir, file));
  const { width: drawnWidth } = await sharp(svg).metadata();
  for (const width of WIDTHS) {
    const target = path.join(dir, `${name}-${width}.webp`);
    await sharp(svg, { density: Math.ceil((72 * width) / drawnWidth) })
      .resize({ width })
      .webp({ quality: 80, effort: 6 })
      .toFile(target);
    console.log(`${path.basename(target)} ${fs.statSync(target).size} B`);
  }
}
