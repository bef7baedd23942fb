// Ghee in a glass jar, with a small bowl of it beside.

import { groundShadow } from './backdrop.js';
import { between, type Canvas, clipPath, highlightFill, linear, round, shadedLinear } from './canvas.js';
import { shade } from './colour.js';
import { bowlBack } from './tableware.js';

export function jarScene(canvas: Canvas, colour: string, lid: string): string {
  const cx = 255;
  const top = 120;
  const bottom = 380;
  const w = 190;
  const content = shadedLinear(canvas, colour, 0.2, -0.15, 1, 0);
  const glass = linear(
    canvas,
    [
      [0, '#ffffff', 0.5],
      [0.2, '#ffffff', 0.1],
      [0.8, '#ffffff', 0.05],
      [1, '#ffffff', 0.35],
    ],
    1,
    0,
  );
  const body = `<rect x="${cx - w / 2}" y="${top + 20}" width="${w}" height="${bottom - top - 20}" rx="28"/>`;
  const parts = [
    groundShadow(canvas, cx + 10, bottom + 2, w * 0.7, 18, 0.45),
    `<rect x="${cx - w / 2}" y="${top + 20}" width="${w}" height="${bottom - top - 20}" rx="28" fill="${content}"/>`,
    `<g clip-path="${clipPath(canvas, body)}">${gheeGrain(canvas, cx, top + 30, w, bottom - top - 40, colour)}<rect x="${cx - w / 2}" y="${top + 20}" width="${w}" height="26" fill="#ffffff" fill-opacity="0.35" stroke-opacity="0.35"/></g>`,
    `<rect x="${cx - w / 2}" y="${top + 20}" width="${w}" height="${bottom - top - 20}" rx="28" fill="${glass}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>`,
    `<rect x="${cx - w / 2 + 14}" y="${top}" width="${w - 28}" height="30" rx="6" fill="${lid}"/>`,
    `<rect x="${cx - w / 2 + 14}" y="${top}" width="${w - 28}" height="8" rx="4" fill="${shade(lid, 0.35)}"/>`,
    `<rect x="${cx - w / 2 + 20}" y="${top + 120}" width="${w - 40}" height="90" rx="10" fill="#fff7e6" fill-opacity="0.9" stroke-opacity="0.9"/>`,
    `<circle cx="${cx}" cy="${top + 165}" r="30" fill="none" stroke="${lid}" stroke-width="4"/>`,
    `<path d="M${cx - 14},${top + 172} q14,-34 28,0 q-14,10 -28,0Z" fill="${lid}"/>`,
    `<rect x="${cx - w / 2 + 12}" y="${top + 40}" width="12" height="${bottom - top - 80}" rx="6" fill="#ffffff" fill-opacity="0.45" stroke-opacity="0.45"/>`,
    smallBowlOfGhee(canvas, 455, 345, colour),
  ];
  return parts.join('');
}

function gheeGrain(canvas: Canvas, cx: number, top: number, w: number, h: number, colour: string): string {
  const grains: string[] = [];
  for (let i = 0; i < 140; i++) {
    grains.push(
      `<circle cx="${round(cx + between(canvas, -w / 2, w / 2))}" cy="${round(top + between(canvas, 0, h))}" r="${round(between(canvas, 1, 2.4))}"/>`,
    );
  }
  return `<g fill="${shade(colour, 0.35)}" fill-opacity="0.7" stroke-opacity="0.7">${grains.join('')}</g>`;
}

function smallBowlOfGhee(canvas: Canvas, cx: number, cy: number, colour: string): string {
  return [
    bowlBack(canvas, 'brass', cx, cy, 80, 24, 40),
    `<ellipse cx="${cx}" cy="${cy + 2}" rx="72" ry="18" fill="${highlightFill(canvas, colour, 0.45, 0.4, 0.3)}"/>`,
    `<path d="M${cx + 10},${cy - 4} L${cx + 70},${cy - 70}" stroke="#b9bec6" stroke-width="7" stroke-linecap="round"/>`,
    `<ellipse cx="${cx + 4}" cy="${cy}" rx="16" ry="6" fill="#c9ccd1"/>`,
  ].join('');
}
