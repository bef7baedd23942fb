// Namkeen in its packet, with a little poured out in front: bhujia, mixture, chips.

import { groundShadow } from './backdrop.js';
import { between, type Canvas, clipPath, pointInEllipse, round, roundBodyFill } from './canvas.js';
import { shade } from './colour.js';
import { bowlBack } from './tableware.js';

export function packetScene(
  canvas: Canvas,
  filling: 'squiggles' | 'mixture' | 'chips',
  colour: string,
  accent: string,
  pack: string,
  band: string,
): string {
  const px = 215;
  const top = 58;
  const bottom = 368;
  const w = 230;
  const outline = `M${px - w / 2},${top} L${px + w / 2},${top} L${px + w / 2 - 6},${bottom - 30} Q${px + w / 2 - 10},${bottom} ${px + w / 2 - 40},${bottom} L${px - w / 2 + 40},${bottom} Q${px - w / 2 + 10},${bottom} ${px - w / 2 + 6},${bottom - 30}Z`;
  const body = roundBodyFill(canvas, pack, { edge: -0.2, litAt: 0.25, lit: 0.15, plainAt: 0.6, farEdge: -0.3 });
  const windowShape = `<ellipse cx="${px}" cy="${245}" rx="${w * 0.34}" ry="62"/>`;
  const parts = [
    groundShadow(canvas, px + 10, bottom + 2, w * 0.62, 20, 0.45),
    `<path d="${outline}" fill="${body}"/>`,
    crimpedSeal(px, top, w, shade(pack, -0.25)),
    `<rect x="${px - w / 2 + 3}" y="${top + 52}" width="${w - 6}" height="34" fill="${band}"/>`,
    paisleyRow(px, top + 69, w, shade(band, 0.55)),
    `<ellipse cx="${px}" cy="245" rx="${w * 0.34 + 7}" ry="69" fill="${shade(band, 0.1)}"/>`,
    `<ellipse cx="${px}" cy="245" rx="${w * 0.34}" ry="62" fill="${shade(colour, 0.15)}"/>`,
    `<g clip-path="${clipPath(canvas, windowShape)}">${fillingPatch(canvas, filling, px, 245, w * 0.34, 62, colour, accent, 70)}</g>`,
    `<ellipse cx="${px - 20}" cy="${215}" rx="${w * 0.22}" ry="14" fill="#ffffff" fill-opacity="0.25" stroke-opacity="0.25"/>`,
    `<path d="M${px - w / 2 + 18},${top + 30} L${px - w / 2 + 24},${bottom - 40}" stroke="#ffffff" stroke-width="10" stroke-linecap="round" fill-opacity="0.18" stroke-opacity="0.18"/>`,
  ];
  parts.push(spilledHeap(canvas, filling, colour, accent));
  return parts.join('');
}

function crimpedSeal(cx: number, top: number, w: number, colour: string): string {
  const teeth: string[] = [];
  for (let x = cx - w / 2; x < cx + w / 2; x += 10) teeth.push(`L${x + 5},${top - 6} L${x + 10},${top}`);
  return [
    `<path d="M${cx - w / 2},${top} ${teeth.join(' ')} L${cx + w / 2},${top + 22} L${cx - w / 2},${top + 22}Z" fill="${colour}"/>`,
    `<g stroke="#000000" stroke-opacity="0.15" stroke-width="1">${Array.from({ length: Math.floor(w / 8) }, (_, i) => `<line x1="${cx - w / 2 + 4 + i * 8}" y1="${top + 2}" x2="${cx - w / 2 + 4 + i * 8}" y2="${top + 20}"/>`).join('')}</g>`,
  ].join('');
}

/** A row of paisley-like drops along the packet's band: decoration, not text. */
function paisleyRow(cx: number, y: number, w: number, colour: string): string {
  const drops: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = cx - w / 2 + 20 + i * ((w - 40) / 6);
    drops.push(
      `<path d="M${x},${y - 9} C${x + 9},${y - 4} ${x + 8},${y + 8} ${x},${y + 8} C${x - 7},${y + 8} ${x - 6},${y} ${x + 1},${y - 2}" />`,
    );
  }
  return `<g fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round">${drops.join('')}</g>`;
}

function fillingPatch(
  canvas: Canvas,
  filling: 'squiggles' | 'mixture' | 'chips',
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: string,
  accent: string,
  count: number,
): string {
  switch (filling) {
    case 'squiggles':
      return squiggles(canvas, cx, cy, rx, ry, colour, count * 2);
    case 'mixture':
      return (
        squiggles(canvas, cx, cy, rx, ry, colour, count) + mixtureBits(canvas, cx, cy, rx, ry, accent, Math.round(count * 0.6))
      );
    case 'chips':
      return chips(canvas, cx, cy, rx, ry, colour, accent, Math.round(count / 3.5));
  }
}

/** Bhujia and sev: a tangle of thin fried strands, each with a dark edge so it stands apart. */
function squiggles(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, colour: string, count: number): string {
  const shapes: string[] = [];
  const strands: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInEllipse(canvas, cx, cy, rx, ry);
    const dx = round(between(canvas, -30, 30));
    const dy = round(between(canvas, -10, 10));
    const path = `M${x},${y} q${round(dx / 3)},${round(between(canvas, -12, 12))} ${round(dx / 2)},${round(dy / 2)} t${round(dx / 2)},${round(dy / 2)}`;
    shapes.push(`<path d="${path}"/>`);
    strands.push(`<path d="${path}" stroke="${shade(colour, between(canvas, -0.15, 0.35))}"/>`);
  }
  return [
    `<g stroke="${shade(colour, -0.45)}" stroke-width="5.4" stroke-linecap="round" fill="none" fill-opacity="0.7" stroke-opacity="0.7">${shapes.join('')}</g>`,
    `<g stroke-width="3.4" stroke-linecap="round" fill="none">${strands.join('')}</g>`,
  ].join('');
}

/** Peanuts, curry leaves and boondi pearls that make a mixture look like a mixture. */
function mixtureBits(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, accent: string, count: number): string {
  const bits: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInEllipse(canvas, cx, cy, rx, ry);
    const angle = Math.round(between(canvas, 0, 180));
    const kind = canvas.random();
    if (kind < 0.4)
      bits.push(
        `<ellipse cx="${x}" cy="${y}" rx="6" ry="4.2" fill="${accent}" stroke="${shade(accent, -0.3)}" stroke-width="0.8" transform="rotate(${angle} ${x} ${y})"/>`,
      );
    else if (kind < 0.6)
      bits.push(
        `<path d="M${x - 7},${y} Q${x},${y - 6} ${x + 7},${y} Q${x},${y + 6} ${x - 7},${y}Z" fill="#3f7a2a" transform="rotate(${angle} ${x} ${y})"/>`,
      );
    else bits.push(`<circle cx="${x}" cy="${y}" r="3.2" fill="#f0b32a" stroke="#b87a12" stroke-width="0.6"/>`);
  }
  return bits.join('');
}

function chips(
  canvas: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: string,
  accent: string,
  count: number,
): string {
  const pieces: string[] = [];
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInEllipse(canvas, cx, cy, rx, ry, 0.85);
    const r = round(between(canvas, 17, 24));
    const angle = Math.round(between(canvas, -40, 40));
    const tone = shade(colour, between(canvas, -0.1, 0.15));
    pieces.push(
      `<g transform="rotate(${angle} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${round(r * 0.72)}" fill="${tone}" stroke="${accent}" stroke-width="2.2"/><ellipse cx="${x}" cy="${y}" rx="${round(r * 0.55)}" ry="${round(r * 0.38)}" fill="none" stroke="${shade(tone, -0.12)}" stroke-width="1.2"/><circle cx="${round(x - r * 0.2)}" cy="${round(y - r * 0.15)}" r="1.6" fill="${accent}" fill-opacity="0.5" stroke-opacity="0.5"/></g>`,
    );
  }
  return pieces.join('');
}

/** A little of the packet's contents poured out in front, in a steel katori. */
function spilledHeap(canvas: Canvas, filling: 'squiggles' | 'mixture' | 'chips', colour: string, accent: string): string {
  const cx = 440;
  const cy = 318;
  const rx = 118;
  const ry = 36;
  const heapShape = `<path d="M${cx - rx + 6},${cy} C${cx - rx + 20},${cy - 80} ${cx + rx - 20},${cy - 80} ${cx + rx - 6},${cy} A${rx - 6},${ry - 4} 0 0 1 ${cx - rx + 6},${cy}Z"/>`;
  return [
    bowlBack(canvas, 'steel', cx, cy, rx, ry, 52),
    `<ellipse cx="${cx}" cy="${cy + 2}" rx="${rx - 8}" ry="${ry - 6}" fill="${shade(colour, -0.1)}"/>`,
    `<g clip-path="${clipPath(canvas, heapShape)}"><path d="M${cx - rx},${cy + 10} L${cx - rx},${cy - 90} L${cx + rx},${cy - 90} L${cx + rx},${cy + 10}Z" fill="${shade(colour, 0.05)}"/>${fillingPatch(canvas, filling, cx, cy - 28, rx * 0.95, 48, colour, accent, 90)}</g>`,
  ].join('');
}
