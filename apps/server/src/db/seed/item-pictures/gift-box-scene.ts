// A festive gift box, lid leaning behind, with assorted sweets or dry fruits in its tray.

import { groundShadow } from './backdrop.js';
import { between, type Canvas, linear, round, shadedLinear } from './canvas.js';
import { shade } from './colour.js';
import { ball, block, diamond, disc } from './sweets.js';

export function giftBoxScene(
  canvas: Canvas,
  box: string,
  ribbon: string,
  contents: 'sweets' | 'dry-fruits',
  colours: string[],
): string {
  const left = 140;
  const w = 320;
  const frontTop = 268;
  const frontHeight = 92;
  const depth = 120;
  const slant = 40;
  const lidFill = shadedLinear(canvas, box, 0.2, -0.2, 1, 1);
  const frontFill = linear(canvas, [
    [0, shade(box, 0.1)],
    [1, shade(box, -0.25)],
  ]);
  const opening = `M${left},${frontTop} L${left + w},${frontTop} L${left + w + slant},${frontTop - depth} L${left + slant},${frontTop - depth}Z`;
  const parts = [
    groundShadow(canvas, 320, frontTop + frontHeight + 4, 210, 24, 0.45),
    // the lid leans against the back of the box
    `<path d="M${left + 40},${frontTop - depth - 10} L${left + 70},${42} L${left + w + 70},${42} L${left + w + slant},${frontTop - depth - 10}Z" fill="${lidFill}" stroke="${ribbon}" stroke-width="4"/>`,
    `<path d="M${left + w / 2 + 52},${42} L${left + w / 2 + 44},${frontTop - depth - 10}" stroke="${ribbon}" stroke-width="16"/>`,
    mandalaOnLid(left + w / 2 + 54, 96, shade(ribbon, 0.2)),
    `<path d="M${left + w},${frontTop} L${left + w + slant},${frontTop - depth} L${left + w + slant},${frontTop - depth + frontHeight} L${left + w},${frontTop + frontHeight}Z" fill="${shade(box, -0.35)}"/>`,
    `<path d="${opening}" fill="#f6ead0" stroke="${ribbon}" stroke-width="3"/>`,
    boxCompartments(canvas, left, frontTop, w, depth, slant, contents, colours),
    `<rect x="${left}" y="${frontTop}" width="${w}" height="${frontHeight}" fill="${frontFill}"/>`,
    `<rect x="${left}" y="${frontTop + 10}" width="${w}" height="6" fill="${ribbon}"/>`,
    `<rect x="${left}" y="${frontTop + frontHeight - 16}" width="${w}" height="6" fill="${ribbon}"/>`,
    dottedBorder(left + 14, frontTop + 30, w - 28, frontHeight - 58, shade(ribbon, 0.3)),
    bow(left + w / 2, frontTop + frontHeight / 2 + 2, ribbon),
  ];
  return parts.join('');
}

function mandalaOnLid(cx: number, cy: number, colour: string): string {
  const petals: string[] = [];
  for (let i = 0; i < 12; i++)
    petals.push(`<ellipse cx="${cx}" cy="${cy - 20}" rx="5" ry="14" transform="rotate(${i * 30} ${cx} ${cy})"/>`);
  return `<g fill="none" stroke="${colour}" stroke-width="2" fill-opacity="0.8" stroke-opacity="0.8">${petals.join('')}<circle cx="${cx}" cy="${cy}" r="8"/><circle cx="${cx}" cy="${cy}" r="40"/></g>`;
}

function dottedBorder(x: number, y: number, w: number, h: number, colour: string): string {
  const dots: string[] = [];
  for (let i = 0; i <= 24; i++) dots.push(`<circle cx="${round(x + (i * w) / 24)}" cy="${round(y + h / 2)}" r="2.4"/>`);
  return `<g fill="${colour}">${dots.join('')}</g>`;
}

function bow(cx: number, cy: number, ribbon: string): string {
  return [
    `<g fill="${ribbon}" stroke="${shade(ribbon, -0.3)}" stroke-width="1.5">`,
    `<path d="M${cx},${cy} C${cx - 40},${cy - 30} ${cx - 52},${cy + 16} ${cx},${cy}Z"/>`,
    `<path d="M${cx},${cy} C${cx + 40},${cy - 30} ${cx + 52},${cy + 16} ${cx},${cy}Z"/>`,
    `<path d="M${cx - 4},${cy + 4} L${cx - 18},${cy + 34} L${cx - 8},${cy + 30} L${cx - 2},${cy + 38}Z"/>`,
    `<path d="M${cx + 4},${cy + 4} L${cx + 18},${cy + 34} L${cx + 8},${cy + 30} L${cx + 2},${cy + 38}Z"/>`,
    `<circle cx="${cx}" cy="${cy}" r="8"/>`,
    '</g>',
  ].join('');
}

/** Assorted sweets or dry fruits in a 4 × 2 tray, drawn in the box's perspective. */
function boxCompartments(
  canvas: Canvas,
  left: number,
  frontTop: number,
  w: number,
  depth: number,
  slant: number,
  contents: 'sweets' | 'dry-fruits',
  colours: string[],
): string {
  const cells: string[] = [];
  const columns = 4;
  const rowsBackToFront = [1, 0];
  for (const row of rowsBackToFront) {
    for (let col = 0; col < columns; col++) {
      const t = (row + 0.5) / 2;
      const x = left + slant * t + ((col + 0.5) * w) / columns;
      const y = frontTop - depth * t;
      const colour = colours[(row * columns + col) % colours.length] ?? '#e0b060';
      cells.push(
        `<rect x="${round(x - w / columns / 2 + 5)}" y="${round(y - depth / 4 + 4)}" width="${round(w / columns - 10)}" height="${round(depth / 2 - 8)}" rx="6" fill="#e9d6ae" stroke="#c9a66b" stroke-width="1.5"/>`,
      );
      cells.push(
        contents === 'sweets'
          ? assortedSweet(canvas, x, y + 4, colour, row * columns + col)
          : dryFruitCluster(canvas, x, y + 2, colour, row * columns + col),
      );
    }
  }
  return cells.join('');
}

function assortedSweet(canvas: Canvas, x: number, y: number, colour: string, index: number): string {
  switch (index % 4) {
    case 0:
      return ball(canvas, x - 14, y + 2, 15, colour, 'boondi') + ball(canvas, x + 14, y + 4, 15, colour, 'boondi');
    case 1:
      return diamond(canvas, x - 4, y - 4, 50, colour, 'silver') + diamond(canvas, x + 6, y + 10, 50, colour, 'silver');
    case 2:
      return block(canvas, x - 10, y + 2, 36, colour, undefined, 'pistachio', false);
    default:
      return disc(canvas, x - 14, y, 16, colour, 'dent', 'none') + disc(canvas, x + 14, y + 4, 16, colour, 'dent', 'none');
  }
}

function dryFruitCluster(canvas: Canvas, x: number, y: number, colour: string, index: number): string {
  const nuts: string[] = [];
  for (let i = 0; i < 9; i++) {
    const nx = round(x + between(canvas, -24, 24));
    const ny = round(y + between(canvas, -12, 12));
    const angle = Math.round(between(canvas, 0, 180));
    const kind = index % 4;
    if (kind === 0)
      nuts.push(
        `<path d="M${nx - 9},${ny} C${nx - 9},${ny - 12} ${nx + 9},${ny - 12} ${nx + 9},${ny} C${nx + 5},${ny - 6} ${nx - 5},${ny - 6} ${nx - 9},${ny}Z" fill="${colour}" stroke="${shade(colour, -0.25)}" stroke-width="1" transform="rotate(${angle} ${nx} ${ny})"/>`,
      );
    else
      nuts.push(
        `<ellipse cx="${nx}" cy="${ny}" rx="${kind === 3 ? 5 : 9}" ry="${kind === 3 ? 4.5 : 5}" fill="${colour}" stroke="${shade(colour, -0.3)}" stroke-width="1" transform="rotate(${angle} ${nx} ${ny})"/>`,
      );
  }
  return nuts.join('');
}
