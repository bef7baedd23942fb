// An item's picture as one SVG document: the backdrop, then the item's scene framed to fill a card.

import { drawBackground } from './backdrop.js';
import { bottleScene } from './bottle-scene.js';
import { bowlScene } from './bowl-scene.js';
import { cakeScene } from './cake-scene.js';
import { type Canvas, PICTURE_HEIGHT, PICTURE_WIDTH, seededRandom } from './canvas.js';
import { shade } from './colour.js';
import { giftBoxScene } from './gift-box-scene.js';
import { heapScene } from './heap-scene.js';
import { jarScene } from './jar-scene.js';
import type { Backdrop, Look } from './look.js';
import { packetScene } from './packet-scene.js';
import { plateScene } from './plate-scene.js';
import { sackScene } from './sack-scene.js';

/** The whole picture as an SVG document. */
export function drawItemSvg(look: Look, backdrop: Backdrop, seed: string): string {
  const canvas: Canvas = { defs: [], nextId: 0, random: seededRandom(seed) };
  const scene = drawScene(canvas, look);
  const background = drawBackground(canvas, backdrop);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}">`,
    `<defs>${canvas.defs.join('')}</defs>`,
    background,
    framed(look.scene, scene),
    '</svg>',
  ].join('');
}

/** Scenes are drawn on one stage; this fills a card thumbnail better, per kind of scene. */
const SCENE_FRAMES: Record<Look['scene'], { scale: number; lift: number }> = {
  plate: { scale: 1.16, lift: 28 },
  bowl: { scale: 1.12, lift: 22 },
  packet: { scale: 1, lift: -8 },
  'gift-box': { scale: 1.04, lift: -6 },
  sack: { scale: 1.04, lift: 8 },
  heap: { scale: 1.08, lift: 14 },
  jar: { scale: 1.04, lift: 6 },
  bottle: { scale: 1.02, lift: 4 },
  cake: { scale: 1.12, lift: 24 },
};

function framed(scene: Look['scene'], drawing: string): string {
  const { scale, lift } = SCENE_FRAMES[scene];
  return `<g transform="translate(300 ${300 - lift}) scale(${scale}) translate(-300 -300)">${drawing}</g>`;
}

function drawScene(canvas: Canvas, look: Look): string {
  switch (look.scene) {
    case 'plate':
      return plateScene(canvas, look.piece, look.colour, look.accent, look.garnish ?? 'none', look.plate ?? 'brass');
    case 'bowl':
      return bowlScene(canvas, look.piece, look.colour, look.liquid, look.garnish ?? 'none');
    case 'packet':
      return packetScene(canvas, look.filling, look.colour, look.accent ?? shade(look.colour, -0.3), look.pack, look.band);
    case 'gift-box':
      return giftBoxScene(canvas, look.box, look.ribbon, look.contents, look.colours);
    case 'sack':
      return sackScene(canvas, look.grain, look.colour);
    case 'heap':
      return heapScene(canvas, look.texture, look.colour, look.spiceAccents ?? false);
    case 'jar':
      return jarScene(canvas, look.colour, look.lid);
    case 'bottle':
      return bottleScene(canvas, look.colour, look.cap);
    case 'cake':
      return cakeScene(canvas, look.colour, look.fruit);
  }
}
