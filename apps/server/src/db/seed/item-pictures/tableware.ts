// What the sweets sit on or in: brass and steel plates and katoris, a banana leaf, a wooden board.

import { groundShadow } from './backdrop.js';
import { between, type Canvas, clipPath, linear, radial, round } from './canvas.js';
import { shade } from './colour.js';
import type { PlateKind } from './look.js';

const METALS: Record<'brass' | 'steel', { light: string; mid: string; dark: string }> = {
  brass: { light: '#fbe3a1', mid: '#d9a441', dark: '#8f5f16' },
  steel: { light: '#fbfbfb', mid: '#c9ccd1', dark: '#7d838c' },
};

export function plate(canvas: Canvas, kind: PlateKind, cx: number, cy: number, rx: number, ry: number): string {
  if (kind === 'leaf') return bananaLeaf(canvas, cx, cy, rx, ry);
  if (kind === 'board') return woodenBoard(canvas, cx, cy, rx, ry);
  const metal = METALS[kind];
  const rim = linear(
    canvas,
    [
      [0, metal.light],
      [0.5, metal.mid],
      [1, metal.dark],
    ],
    1,
    1,
  );
  const well = radial(
    canvas,
    [
      [0, metal.light],
      [0.7, metal.mid],
      [1, shade(metal.mid, -0.15)],
    ],
    0.4,
    0.35,
    0.6,
  );
  const beads: string[] = [];
  for (let i = 0; i < 36; i++) {
    const a = (i * Math.PI * 2) / 36;
    beads.push(`<circle cx="${round(cx + Math.cos(a) * rx * 0.93)}" cy="${round(cy + Math.sin(a) * ry * 0.9)}" r="2.2"/>`);
  }
  return [
    groundShadow(canvas, cx, cy + ry * 0.35, rx * 1.02, ry * 0.95),
    `<ellipse cx="${cx}" cy="${cy + 7}" rx="${rx}" ry="${ry}" fill="${metal.dark}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${rim}"/>`,
    `<ellipse cx="${cx}" cy="${cy + 3}" rx="${rx * 0.84}" ry="${ry * 0.8}" fill="${well}" stroke="${metal.dark}" stroke-opacity="0.35" stroke-width="2"/>`,
    `<g fill="${metal.light}" fill-opacity="0.8" stroke-opacity="0.8">${beads.join('')}</g>`,
  ].join('');
}

function bananaLeaf(canvas: Canvas, cx: number, cy: number, rx: number, ry: number): string {
  const leaf = linear(
    canvas,
    [
      [0, '#7cc35a'],
      [0.5, '#3f9a3a'],
      [1, '#1f6b2a'],
    ],
    1,
    0.4,
  );
  const outline = `M${cx - rx * 1.1},${cy + ry * 0.2} C${cx - rx * 0.7},${cy - ry * 1.3} ${cx + rx * 0.7},${cy - ry * 1.2} ${cx + rx * 1.1},${cy - ry * 0.3} C${cx + rx * 0.8},${cy + ry * 1.2} ${cx - rx * 0.6},${cy + ry * 1.3} ${cx - rx * 1.1},${cy + ry * 0.2}Z`;
  const veins: string[] = [];
  for (let i = -6; i <= 6; i++) {
    const x = cx + i * rx * 0.15;
    veins.push(`<path d="M${x},${cy + (i * ry) / 24} q${rx * 0.08},${-ry * 0.6} ${rx * 0.16},${-ry * 0.85}"/>`);
    veins.push(`<path d="M${x},${cy + (i * ry) / 24} q${-rx * 0.04},${ry * 0.6} ${rx * 0.02},${ry * 0.85}"/>`);
  }
  return [
    groundShadow(canvas, cx, cy + ry * 0.4, rx * 1.05, ry * 0.9),
    `<path d="${outline}" fill="${leaf}"/>`,
    `<g clip-path="${clipPath(canvas, `<path d="${outline}"/>`)}" stroke="#a9dc8a" stroke-width="1.6" fill="none" fill-opacity="0.45" stroke-opacity="0.45">${veins.join('')}</g>`,
    `<path d="M${cx - rx * 1.08},${cy + ry * 0.18} Q${cx},${cy - ry * 0.1} ${cx + rx * 1.08},${cy - ry * 0.28}" stroke="#cfeeb0" stroke-width="4" fill="none" fill-opacity="0.8" stroke-opacity="0.8"/>`,
  ].join('');
}

export function woodenBoard(canvas: Canvas, cx: number, cy: number, rx: number, ry: number): string {
  const top = linear(
    canvas,
    [
      [0, '#d49a5e'],
      [1, '#a86a34'],
    ],
    1,
    1,
  );
  const grain: string[] = [];
  for (let i = 1; i < 7; i++) {
    const y = cy - ry + (i * 2 * ry) / 7;
    grain.push(
      `<path d="M${cx - rx * 0.95},${round(y)} q${rx * 0.5},${round(between(canvas, -8, 8))} ${rx * 0.95},0 t${rx * 0.95},0"/>`,
    );
  }
  const board = `<rect x="${cx - rx}" y="${cy - ry}" width="${rx * 2}" height="${ry * 2}" rx="${ry * 0.35}"/>`;
  return [
    groundShadow(canvas, cx, cy + ry * 0.6, rx * 1.05, ry * 0.8),
    `<rect x="${cx - rx}" y="${cy - ry + 12}" width="${rx * 2}" height="${ry * 2}" rx="${ry * 0.35}" fill="#7a4520"/>`,
    `<rect x="${cx - rx}" y="${cy - ry}" width="${rx * 2}" height="${ry * 2}" rx="${ry * 0.35}" fill="${top}"/>`,
    `<g clip-path="${clipPath(canvas, board)}" stroke="#8a5428" stroke-width="1.5" fill="none" fill-opacity="0.35" stroke-opacity="0.35">${grain.join('')}</g>`,
  ].join('');
}

/** A katori seen from the front: its inside (or contents) is drawn by the caller between back and front. */
export function bowlBack(
  canvas: Canvas,
  metal: 'brass' | 'steel',
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  depth: number,
): string {
  const m = METALS[metal];
  const body = linear(
    canvas,
    [
      [0, m.dark],
      [0.3, m.light],
      [0.6, m.mid],
      [1, m.dark],
    ],
    1,
    0,
  );
  return [
    groundShadow(canvas, cx, cy + depth + 4, rx * 1.05, ry * 0.7, 0.4),
    `<path d="M${cx - rx},${cy} C${cx - rx},${cy + depth * 1.1} ${cx - rx * 0.45},${cy + depth * 1.25} ${cx},${cy + depth * 1.25} C${cx + rx * 0.45},${cy + depth * 1.25} ${cx + rx},${cy + depth * 1.1} ${cx + rx},${cy}Z" fill="${body}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${m.mid}" stroke="${m.light}" stroke-width="5"/>`,
  ].join('');
}
