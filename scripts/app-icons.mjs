// Draws the installable app's icons (apps/web/public/icons/) from the shop's laddoo mark
// (apps/web/public/favicon.svg). Run again after changing the mark: node scripts/app-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const web = path.join(import.meta.dirname, '..', 'apps/web/public');
const mark = fs.readFileSync(path.join(web, 'favicon.svg'));
const MAROON = '#7A1530'; // the mark's own tile, so a maskable icon's edge is the tile's colour
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };
const out = path.join(web, 'icons');
fs.mkdirSync(out, { recursive: true });

/** The mark, taking `share` of the icon's width on `background` (a maskable icon keeps it in the safe middle). */
async function icon(size, share, background, file) {
  const inner = Math.round(size * share);
  const drawn = await sharp(mark, { density: Math.ceil((72 * inner) / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: drawn, gravity: 'center' }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
}

await icon(192, 1, CLEAR, 'icon-192.png');
await icon(512, 1, CLEAR, 'icon-512.png');
await icon(512, 0.8, MAROON, 'icon-maskable-512.png');
console.log(
  fs
    .readdirSync(out)
    .map((f) => `${f} ${fs.statSync(path.join(out, f)).size} B`)
    .join('\n'),
);
