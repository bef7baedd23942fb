import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from './item-pictures/canvas.js';
import { drawItemSvg } from './item-pictures/item-svg.js';
import type { Backdrop, Look } from './item-pictures/look.js';

/**
 * Pictures for the demo catalogue, drawn as SVG (in `item-pictures/`, one file per kind of scene)
 * and encoded to WebP, so the demo shop has a face without shipping or downloading any photographs.
 * Every layout is derived from a seeded random stream, so the same item always gives the same bytes
 * (and the same image id).
 */

export type { Backdrop, Look };

export interface RenderedPicture {
  /** First 32 hex characters of the sha256 of the WebP bytes; served as /media/{id}.webp. */
  id: string;
  bytes: Buffer;
  width: number;
  height: number;
}

// Seeding many test databases in one process would otherwise re-render the same pictures.
const rendered = new Map<string, Promise<RenderedPicture>>();

/** The WebP picture of one item; `seed` (usually the item name) varies the arrangement. */
export function renderItemPicture(look: Look, backdrop: Backdrop, seed: string): Promise<RenderedPicture> {
  const key = JSON.stringify([look, backdrop, seed]);
  let picture = rendered.get(key);
  if (!picture) {
    picture = encodeWebp(drawItemSvg(look, backdrop, seed));
    picture.catch(() => rendered.delete(key));
    rendered.set(key, picture);
  }
  return picture;
}

async function encodeWebp(svg: string): Promise<RenderedPicture> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(PICTURE_WIDTH, PICTURE_HEIGHT)
    // effort 2 (of 0-6) encodes about four times faster than the default for a few per cent more bytes
    .webp({ quality: 80, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  const id = createHash('sha256').update(data).digest('hex').slice(0, 32);
  return { id, bytes: data, width: info.width, height: info.height };
}
