// A fruit cake loaf on a board with slices fanned out in front.

import { between, type Canvas, clipPath, linear, round } from './canvas.js';
import { shade } from './colour.js';
import { almondSlivers } from './garnishes.js';
import { woodenBoard } from './tableware.js';

export function cakeScene(canvas: Canvas, colour: string, fruit: string[]): string {
  const crust = linear(canvas, [
    [0, shade(colour, 0.1)],
    [0.5, colour],
    [1, shade(colour, -0.35)],
  ]);
  const loaf = 'M105,312 L105,234 Q105,198 142,196 L298,196 Q335,198 335,234 L335,312Z';
  const slices = [0, 1, 2].map((i) => cakeSlice(canvas, 350 + i * 44, 322 - i * 4, -10 + i * 9, colour, fruit)).join('');
  return [
    woodenBoard(canvas, 300, 312, 235, 44),
    `<path d="${loaf}" fill="${crust}" stroke="${shade(colour, -0.35)}" stroke-width="2"/>`,
    `<path d="M122,214 Q220,190 318,214" stroke="${shade(colour, 0.35)}" stroke-width="8" stroke-linecap="round" fill="none" fill-opacity="0.6" stroke-opacity="0.6"/>`,
    `<path d="M140,204 q20,-8 40,0 t40,0 t40,0 t40,0" stroke="${shade(colour, -0.4)}" stroke-width="2" fill="none" fill-opacity="0.6" stroke-opacity="0.6"/>`,
    almondSlivers(canvas, 220, 204, 90, 4, 6),
    slices,
  ].join('');
}

/** One slice standing on its edge, crumb facing us, fanned like a hand of cards. */
function cakeSlice(canvas: Canvas, left: number, bottom: number, tilt: number, colour: string, fruit: string[]): string {
  const w = 92;
  const h = 104;
  const top = bottom - h;
  const face = `M${left},${bottom} L${left},${top + 24} Q${left},${top} ${left + 24},${top} L${left + w - 24},${top} Q${left + w},${top} ${left + w},${top + 24} L${left + w},${bottom}Z`;
  return [
    `<g transform="rotate(${tilt} ${left + w / 2} ${bottom})">`,
    `<path d="${face}" fill="${shade(colour, 0.5)}" stroke="${shade(colour, -0.25)}" stroke-width="6" stroke-linejoin="round"/>`,
    `<g clip-path="${clipPath(canvas, `<path d="${face}"/>`)}">${tuttiFrutti(canvas, left + w / 2, top + h / 2 + 4, w / 2 - 8, h / 2 - 12, fruit, 16)}</g>`,
    '</g>',
  ].join('');
}

function tuttiFrutti(
  canvas: Canvas,
  cx: number,
  cy: number,
  spreadX: number,
  spreadY: number,
  fruit: string[],
  count: number,
): string {
  const bits: string[] = [];
  for (let i = 0; i < count; i++) {
    const colour = fruit[i % Math.max(1, fruit.length)] ?? '#d62828';
    bits.push(
      `<rect x="${round(cx + between(canvas, -spreadX, spreadX))}" y="${round(cy + between(canvas, -spreadY, spreadY))}" width="${round(between(canvas, 5, 9))}" height="${round(between(canvas, 4, 7))}" rx="2" fill="${colour}"/>`,
    );
  }
  return bits.join('');
}
