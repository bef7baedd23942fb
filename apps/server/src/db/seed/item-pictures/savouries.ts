// Fried and baked savouries: samosa, kachori, rusk.

import { between, type Canvas, linear, round, shadedLinear, sphereFill } from './canvas.js';
import { shade } from './colour.js';

export function samosa(canvas: Canvas, x: number, y: number, s: number, colour: string): string {
  const front = shadedLinear(canvas, colour, 0.3, -0.15, 0.3, 1);
  const apex = `${x + s * 0.05},${y - s * 0.75}`;
  const parts = [
    `<path d="M${apex} L${x + s * 0.62},${y + s * 0.08} L${x + s * 0.3},${y + s * 0.22}Z" fill="${shade(colour, -0.3)}" stroke="${shade(colour, -0.3)}" stroke-width="6" stroke-linejoin="round"/>`,
    `<path d="M${apex} L${x + s * 0.3},${y + s * 0.22} L${x - s * 0.58},${y + s * 0.2}Z" fill="${front}" stroke="${shade(colour, 0.05)}" stroke-width="7" stroke-linejoin="round"/>`,
  ];
  const blisters: string[] = [];
  for (let i = 0; i < 12; i++) {
    const u = canvas.random();
    const v = canvas.random() * (1 - u);
    const bx = x + s * 0.05 + u * (s * 0.25) + v * (-s * 0.63);
    const by = y - s * 0.75 + u * (s * 0.97) + v * (s * 0.95);
    blisters.push(`<circle cx="${round(bx)}" cy="${round(by)}" r="${round(between(canvas, 1.5, 3))}"/>`);
  }
  parts.push(`<g fill="${shade(colour, 0.45)}" fill-opacity="0.7" stroke-opacity="0.7">${blisters.join('')}</g>`);
  return parts.join('');
}

export function kachori(canvas: Canvas, x: number, y: number, r: number, colour: string): string {
  const parts = [
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.68}" fill="${sphereFill(canvas, colour)}"/>`,
    `<ellipse cx="${x - r * 0.15}" cy="${y - r * 0.3}" rx="${r * 0.35}" ry="${r * 0.14}" fill="#ffffff" fill-opacity="0.35" stroke-opacity="0.35"/>`,
  ];
  const cracks: string[] = [];
  for (let i = 0; i < 4; i++) {
    const cx = round(x + between(canvas, -r * 0.5, r * 0.5));
    const cy = round(y + between(canvas, -r * 0.25, r * 0.25));
    cracks.push(`<path d="M${cx},${cy} q4,-3 9,0"/>`);
  }
  parts.push(`<g stroke="${shade(colour, -0.35)}" stroke-width="1.6" fill="none" stroke-linecap="round">${cracks.join('')}</g>`);
  return parts.join('');
}

/** A rusk lying flat: a pale, porous cut face framed by its toasted crust. */
export function rusk(canvas: Canvas, x: number, y: number, w: number, colour: string, tilt: number): string {
  const h = w * 0.34;
  const edge = 10;
  const left = x - w / 2;
  const top = y - h / 2;
  const face = linear(canvas, [
    [0, shade(colour, 0.55)],
    [0.5, shade(colour, 0.35)],
    [1, shade(colour, 0.1)],
  ]);
  const pores: string[] = [];
  for (let i = 0; i < 34; i++) {
    pores.push(
      `<ellipse cx="${round(left + between(canvas, 0.08, 0.92) * w)}" cy="${round(top + between(canvas, 0.2, 0.8) * h)}" rx="${round(between(canvas, 1.2, 2.8))}" ry="1.2"/>`,
    );
  }
  return [
    `<g transform="rotate(${tilt} ${x} ${y})">`,
    `<rect x="${left}" y="${top + edge}" width="${w}" height="${h}" rx="${h * 0.35}" fill="${shade(colour, -0.45)}"/>`,
    `<rect x="${left}" y="${top}" width="${w}" height="${h}" rx="${h * 0.35}" fill="${face}" stroke="${shade(colour, -0.2)}" stroke-width="6"/>`,
    `<g fill="${shade(colour, -0.1)}" fill-opacity="0.6" stroke-opacity="0.6">${pores.join('')}</g>`,
    '</g>',
  ].join('');
}
