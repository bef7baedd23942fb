// Rice and flour: a jute sack, open at the top, and a wooden scoop beside it.

import { groundShadow } from './backdrop.js';
import { between, type Canvas, clipPath, highlightFill, linear, pointInEllipse, round } from './canvas.js';
import { shade } from './colour.js';

export function sackScene(canvas: Canvas, grain: 'rice' | 'flour', colour: string): string {
  const cx = 260;
  const top = 150;
  const bottom = 380;
  const jute = linear(
    canvas,
    [
      [0, '#a47a45'],
      [0.35, '#d5ad73'],
      [0.7, '#c39a60'],
      [1, '#8a6236'],
    ],
    1,
    0,
  );
  const outline = `M${cx - 120},${top} C${cx - 170},${top + 90} ${cx - 165},${bottom - 20} ${cx - 130},${bottom} L${cx + 130},${bottom} C${cx + 165},${bottom - 20} ${cx + 170},${top + 90} ${cx + 120},${top}Z`;
  const parts = [
    groundShadow(canvas, cx + 20, bottom + 2, 190, 22, 0.45),
    `<path d="${outline}" fill="${jute}"/>`,
    `<g clip-path="${clipPath(canvas, `<path d="${outline}"/>`)}">${juteWeave(cx, top, bottom)}</g>`,
    `<ellipse cx="${cx}" cy="${top}" rx="132" ry="38" fill="#b88c55" stroke="#8a6236" stroke-width="3"/>`,
    `<path d="M${cx - 130},${top + 4} Q${cx},${top + 58} ${cx + 130},${top + 4}" fill="none" stroke="#e2c18e" stroke-width="10" stroke-linecap="round"/>`,
    `<ellipse cx="${cx}" cy="${top - 2}" rx="114" ry="28" fill="${shade(colour, -0.1)}"/>`,
    `<path d="M${cx - 112},${top} C${cx - 60},${top - 48} ${cx + 60},${top - 48} ${cx + 112},${top} A114,28 0 0 1 ${cx - 112},${top}Z" fill="${highlightFill(canvas, colour, 0.4, 0.4, 0.3)}"/>`,
    grain === 'rice'
      ? riceGrains(canvas, cx, top - 14, 100, 26, colour, 60)
      : flourSpeckles(canvas, cx, top - 14, 100, 22, colour),
    `<g fill="none" stroke="#7c2d12" stroke-width="5" fill-opacity="0.85" stroke-opacity="0.85"><rect x="${cx - 62}" y="${top + 92}" width="124" height="96" rx="10"/></g>`,
    grain === 'rice' ? riceEmblem(cx, top + 140) : wheatEmblem(cx, top + 140),
    scoopWithGrain(canvas, 468, 350, grain, colour),
  ];
  return parts.join('');
}

function juteWeave(cx: number, top: number, bottom: number): string {
  const lines: string[] = [];
  for (let x = cx - 180; x < cx + 180; x += 9) lines.push(`<line x1="${x}" y1="${top}" x2="${x}" y2="${bottom}"/>`);
  for (let y = top; y < bottom; y += 9) lines.push(`<line x1="${cx - 180}" y1="${y}" x2="${cx + 180}" y2="${y}"/>`);
  return `<g stroke="#6d4a22" stroke-width="1.2" fill-opacity="0.25" stroke-opacity="0.25">${lines.join('')}</g>`;
}

/** A stylised paddy ear on the sack: the brand mark, without words. */
function riceEmblem(cx: number, cy: number): string {
  const grains: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y = cy - 26 + i * 11;
    grains.push(
      `<ellipse cx="${cx - 9}" cy="${y}" rx="8" ry="4" transform="rotate(-35 ${cx - 9} ${y})"/><ellipse cx="${cx + 9}" cy="${y}" rx="8" ry="4" transform="rotate(35 ${cx + 9} ${y})"/>`,
    );
  }
  return `<g fill="#7c2d12" fill-opacity="0.85" stroke-opacity="0.85"><path d="M${cx},${cy - 36} L${cx},${cy + 38}" stroke="#7c2d12" stroke-width="3"/>${grains.join('')}</g>`;
}

function wheatEmblem(cx: number, cy: number): string {
  const kernels: string[] = [];
  for (let i = 0; i < 6; i++) {
    const y = cy - 30 + i * 10;
    kernels.push(
      `<path d="M${cx},${y + 6} q-12,-4 -12,-14 q10,2 12,14Z"/><path d="M${cx},${y + 6} q12,-4 12,-14 q-10,2 -12,14Z"/>`,
    );
  }
  return `<g fill="#7c2d12" fill-opacity="0.85" stroke-opacity="0.85"><path d="M${cx},${cy - 34} L${cx},${cy + 38}" stroke="#7c2d12" stroke-width="3"/>${kernels.join('')}</g>`;
}

function riceGrains(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, colour: string, count: number): string {
  const grains: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInEllipse(canvas, cx, cy, rx, ry);
    grains.push(
      `<ellipse cx="${x}" cy="${y}" rx="6" ry="1.9" transform="rotate(${Math.round(between(canvas, 0, 180))} ${x} ${y})"/>`,
    );
  }
  return `<g fill="${shade(colour, 0.6)}" stroke="${shade(colour, -0.2)}" stroke-width="0.6">${grains.join('')}</g>`;
}

function flourSpeckles(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, colour: string): string {
  const specks: string[] = [];
  for (let i = 0; i < 50; i++) {
    const [x, y] = pointInEllipse(canvas, cx, cy, rx, ry);
    specks.push(`<circle cx="${x}" cy="${y}" r="${round(between(canvas, 0.8, 1.8))}"/>`);
  }
  return `<g fill="${shade(colour, -0.3)}" fill-opacity="0.5" stroke-opacity="0.5">${specks.join('')}</g>`;
}

function scoopWithGrain(canvas: Canvas, cx: number, cy: number, grain: 'rice' | 'flour', colour: string): string {
  const wood = linear(canvas, [
    [0, '#c98b4f'],
    [1, '#7a4520'],
  ]);
  return [
    groundShadow(canvas, cx, cy + 16, 80, 12, 0.4),
    `<rect x="${cx + 40}" y="${cy - 14}" width="70" height="14" rx="7" fill="${wood}" transform="rotate(-12 ${cx + 40} ${cy - 7})"/>`,
    `<path d="M${cx - 62},${cy - 16} C${cx - 62},${cy + 24} ${cx + 62},${cy + 24} ${cx + 62},${cy - 16}Z" fill="${wood}"/>`,
    `<ellipse cx="${cx}" cy="${cy - 16}" rx="62" ry="16" fill="#8a5428"/>`,
    `<path d="M${cx - 56},${cy - 16} C${cx - 36},${cy - 52} ${cx + 36},${cy - 52} ${cx + 56},${cy - 16} A56,13 0 0 1 ${cx - 56},${cy - 16}Z" fill="${highlightFill(canvas, colour, 0.45, 0.4, 0.3)}"/>`,
    grain === 'rice' ? riceGrains(canvas, cx, cy - 26, 46, 12, colour, 30) : flourSpeckles(canvas, cx, cy - 26, 46, 10, colour),
    grain === 'rice'
      ? riceGrains(canvas, cx - 110, cy + 22, 40, 8, colour, 12)
      : `<ellipse cx="${cx - 100}" cy="${cy + 22}" rx="34" ry="8" fill="${colour}" fill-opacity="0.8" stroke-opacity="0.8"/>`,
  ].join('');
}
