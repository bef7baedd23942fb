// Dals, spices and beans: a heap in a brass bowl with a few grains spilled in front.

import { between, type Canvas, clipPath, radial, round, shadedRadial } from './canvas.js';
import { shade } from './colour.js';
import { bowlBack } from './tableware.js';

export function heapScene(
  canvas: Canvas,
  texture: 'lentils' | 'powder' | 'beans',
  colour: string,
  spiceAccents: boolean,
): string {
  const cx = 300;
  const cy = 272;
  const rx = 175;
  const ry = 52;
  const dome = `M${cx - rx + 10},${cy} C${cx - rx + 40},${cy - 150} ${cx + rx - 40},${cy - 150} ${cx + rx - 10},${cy} A${rx - 10},${ry - 6} 0 0 1 ${cx - rx + 10},${cy}Z`;
  const fill = shadedRadial(canvas, colour, { light: 0.35, middle: 0.7, dark: -0.25, fx: 0.4, fy: 0.3, r: 0.7 });
  const parts = [
    bowlBack(canvas, 'brass', cx, cy, rx, ry, 95),
    `<ellipse cx="${cx}" cy="${cy + 2}" rx="${rx - 8}" ry="${ry - 6}" fill="${shade(colour, -0.3)}"/>`,
    `<path d="${dome}" fill="${fill}"/>`,
    `<g clip-path="${clipPath(canvas, `<path d="${dome}"/>`)}">${heapTexture(canvas, texture, cx, cy - 50, rx, 110, colour)}</g>`,
    `<path d="M${cx - rx + 10},${cy + 6} A${rx - 10},${ry - 4} 0 0 0 ${cx + rx - 10},${cy + 6}" stroke="#fbe3a1" stroke-width="3" fill="none" fill-opacity="0.7" stroke-opacity="0.7"/>`,
    scatteredBits(canvas, texture, colour),
  ];
  if (spiceAccents) parts.push(cinnamonStick(92, 372), starAnise(512, 380));
  return parts.join('');
}

function heapTexture(
  canvas: Canvas,
  texture: 'lentils' | 'powder' | 'beans',
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: string,
): string {
  const bits: string[] = [];
  const count = texture === 'powder' ? 160 : texture === 'lentils' ? 230 : 70;
  for (let i = 0; i < count; i++) {
    const x = round(cx + between(canvas, -rx, rx));
    const y = round(cy + between(canvas, -ry * 0.6, ry * 0.5));
    const lit = shade(colour, between(canvas, -0.2, 0.3));
    if (texture === 'powder')
      bits.push(
        `<circle cx="${x}" cy="${y}" r="${round(between(canvas, 0.6, 1.6))}" fill="${shade(colour, between(canvas, -0.35, 0.35))}"/>`,
      );
    else if (texture === 'lentils')
      bits.push(
        `<ellipse cx="${x}" cy="${y}" rx="6" ry="4.6" fill="${lit}" stroke="${shade(colour, -0.3)}" stroke-width="0.7"/>`,
      );
    else bits.push(bean(canvas, x, y, lit));
  }
  return bits.join('');
}

function bean(canvas: Canvas, x: number, y: number, colour: string): string {
  return `<path d="M${x - 11},${y} C${x - 11},${y - 10} ${x + 11},${y - 10} ${x + 11},${y} C${x + 11},${y + 7} ${x + 3},${y + 3} ${x},${y + 4} C${x - 3},${y + 5} ${x - 11},${y + 7} ${x - 11},${y}Z" fill="${colour}" stroke="${shade(colour, -0.35)}" stroke-width="0.8" transform="rotate(${Math.round(between(canvas, 0, 180))} ${x} ${y})"/>`;
}

function scatteredBits(canvas: Canvas, texture: 'lentils' | 'powder' | 'beans', colour: string): string {
  if (texture === 'powder') {
    return `<ellipse cx="470" cy="388" rx="48" ry="10" fill="${radial(canvas, [
      [0, colour],
      [0.7, colour, 0.85],
      [1, colour, 0],
    ])}"/>`;
  }
  const bits: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = round(between(canvas, 420, 540));
    const y = round(between(canvas, 380, 420));
    bits.push(
      texture === 'lentils'
        ? `<ellipse cx="${x}" cy="${y}" rx="6" ry="4.6" fill="${colour}" stroke="${shade(colour, -0.3)}" stroke-width="0.7"/>`
        : bean(canvas, x, y, colour),
    );
  }
  return bits.join('');
}

function cinnamonStick(x: number, y: number): string {
  return `<g transform="rotate(-14 ${x} ${y})"><rect x="${x - 60}" y="${y - 9}" width="120" height="18" rx="8" fill="#8b4a23"/><rect x="${x - 60}" y="${y - 9}" width="120" height="6" rx="3" fill="#a9643a"/><ellipse cx="${x - 60}" cy="${y}" rx="5" ry="9" fill="#5e2f13"/></g>`;
}

function starAnise(cx: number, cy: number): string {
  const points: string[] = [];
  for (let i = 0; i < 8; i++)
    points.push(`<ellipse cx="${cx}" cy="${cy - 14}" rx="6" ry="14" transform="rotate(${i * 45} ${cx} ${cy})"/>`);
  return `<g fill="#6b3416" stroke="#3f1d0a" stroke-width="1">${points.join('')}<circle cx="${cx}" cy="${cy}" r="5" fill="#a36a3c"/></g>`;
}
