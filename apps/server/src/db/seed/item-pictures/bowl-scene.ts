// Sweets served in syrup or milk: gulab jamun, rasgulla, rasmalai in a steel bowl.

import { type Canvas, clipPath, round, shadedRadial } from './canvas.js';
import { isPale, shade } from './colour.js';
import { pistachioSlivers, saffronStrands } from './garnishes.js';
import type { Garnish } from './look.js';
import { ball, spongyTexture } from './sweets.js';
import { bowlBack } from './tableware.js';

export function bowlScene(canvas: Canvas, piece: 'ball' | 'disc', colour: string, liquid: string, garnish: Garnish): string {
  const cx = 300;
  const cy = 255;
  const rx = 200;
  const ry = 62;
  const surface = shadedRadial(canvas, liquid, { light: 0.3, middle: 0.75, dark: -0.25, fx: 0.45, fy: 0.35, r: 0.6 });
  const parts = [bowlBack(canvas, 'steel', cx, cy, rx, ry, 120)];
  parts.push(`<ellipse cx="${cx}" cy="${cy + 4}" rx="${rx - 10}" ry="${ry - 8}" fill="${surface}"/>`);
  const spots =
    piece === 'ball'
      ? [
          { x: cx - 95, y: cy - 6 },
          { x: cx + 5, y: cy - 14 },
          { x: cx + 100, y: cy - 4 },
          { x: cx - 45, y: cy + 22 },
          { x: cx + 55, y: cy + 24 },
        ]
      : [
          { x: cx - 90, y: cy - 4 },
          { x: cx + 85, y: cy - 6 },
          { x: cx - 2, y: cy - 16 },
          { x: cx - 10, y: cy + 26 },
        ];
  for (const s of spots) parts.push(pieceInLiquid(canvas, piece, s.x, s.y, colour, liquid));
  if (garnish === 'pistachio' || garnish === 'saffron') {
    parts.push(pistachioSlivers(canvas, cx, cy + 4, rx * 0.6, ry * 0.45, 7));
    parts.push(saffronStrands(canvas, cx, cy + 4, rx * 0.6, ry * 0.45, 7));
  }
  parts.push(
    `<path d="M${cx - rx + 6},${cy + 8} A${rx - 6},${ry - 2} 0 0 0 ${cx + rx - 6},${cy + 8}" stroke="#ffffff" stroke-width="3" fill="none" fill-opacity="0.55" stroke-opacity="0.55"/>`,
  );
  return parts.join('');
}

/** A sweet half sunk in syrup or milk: only the part above the surface shows, ringed by a ripple. */
function pieceInLiquid(canvas: Canvas, piece: 'ball' | 'disc', x: number, y: number, colour: string, liquid: string): string {
  if (piece === 'disc') {
    const r = 54;
    return [
      `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.5}" fill="${shadedRadial(canvas, colour, { light: 0.4, middle: 0.8, dark: -0.15, fx: 0.4, fy: 0.35, r: 0.6 })}"/>`,
      spongyTexture(canvas, x, y, r * 0.5, colour),
      `<ellipse cx="${x}" cy="${y + 2}" rx="${r + 3}" ry="${r * 0.5 + 3}" fill="none" stroke="${shade(liquid, 0.35)}" stroke-width="3" fill-opacity="0.8" stroke-opacity="0.8"/>`,
    ].join('');
  }
  const r = 46;
  const cutY = y + r * 0.5;
  const clip = clipPath(canvas, `<rect x="${x - r - 2}" y="${y - r - 2}" width="${r * 2 + 4}" height="${r * 1.5 + 2}"/>`);
  return [
    `<g clip-path="${clip}">${ball(canvas, x, y, r, colour, isPale(colour) ? 'spongy' : 'smooth')}</g>`,
    `<ellipse cx="${x}" cy="${round(cutY)}" rx="${r * 0.86}" ry="${r * 0.2}" fill="${liquid}" fill-opacity="0.6" stroke-opacity="0.6"/>`,
    `<path d="M${x - r * 0.9},${round(cutY)} A${r * 0.9},${r * 0.22} 0 0 0 ${x + r * 0.9},${round(cutY)}" stroke="${shade(liquid, 0.5)}" stroke-width="2" fill="none" fill-opacity="0.9" stroke-opacity="0.9"/>`,
  ].join('');
}
