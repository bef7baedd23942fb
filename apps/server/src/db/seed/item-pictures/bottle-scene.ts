// Oil in a bottle, with a small bowl of it and mustard seeds beside.

import { groundShadow } from './backdrop.js';
import { between, type Canvas, highlightFill, round, roundBodyFill } from './canvas.js';
import { shade } from './colour.js';
import { bowlBack } from './tableware.js';

export function bottleScene(canvas: Canvas, colour: string, cap: string): string {
  const cx = 250;
  const bottom = 385;
  const outline = `M${cx - 26},${60} L${cx + 26},${60} L${cx + 26},${120} C${cx + 26},${150} ${cx + 80},${160} ${cx + 80},${205} L${cx + 80},${bottom - 20} Q${cx + 80},${bottom} ${cx + 60},${bottom} L${cx - 60},${bottom} Q${cx - 80},${bottom} ${cx - 80},${bottom - 20} L${cx - 80},${205} C${cx - 80},${160} ${cx - 26},${150} ${cx - 26},${120}Z`;
  const oil = roundBodyFill(canvas, colour, { edge: -0.25, litAt: 0.35, lit: 0.25, plainAt: 0.7, farEdge: -0.35 });
  const parts = [
    groundShadow(canvas, cx + 10, bottom + 2, 120, 16, 0.45),
    `<path d="${outline}" fill="${oil}"/>`,
    `<path d="${outline}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3"/>`,
    `<rect x="${cx - 30}" y="42" width="60" height="34" rx="6" fill="${cap}"/>`,
    `<rect x="${cx - 30}" y="42" width="60" height="8" rx="4" fill="${shade(cap, 0.35)}"/>`,
    `<rect x="${cx - 80}" y="240" width="160" height="92" fill="#fff4d6"/>`,
    `<rect x="${cx - 80}" y="240" width="160" height="14" fill="${cap}"/>`,
    `<rect x="${cx - 80}" y="318" width="160" height="14" fill="${cap}"/>`,
    mustardSprig(cx, 290),
    `<rect x="${cx - 66}" y="${170}" width="12" height="${bottom - 190}" rx="6" fill="#ffffff" fill-opacity="0.35" stroke-opacity="0.35"/>`,
    smallBowlOfOil(canvas, 455, 350, colour),
  ];
  return parts.join('');
}

function mustardSprig(cx: number, cy: number): string {
  const flowers: string[] = [];
  const spots: [number, number][] = [
    [-18, -14],
    [0, -22],
    [18, -12],
    [-8, 2],
    [12, 6],
  ];
  for (const [dx, dy] of spots) {
    const x = cx + dx;
    const y = cy + dy;
    flowers.push(
      `<circle cx="${x - 4}" cy="${y}" r="4"/><circle cx="${x + 4}" cy="${y}" r="4"/><circle cx="${x}" cy="${y - 4}" r="4"/><circle cx="${x}" cy="${y + 4}" r="4"/>`,
    );
  }
  return `<path d="M${cx},${cy + 26} L${cx},${cy - 10}" stroke="#3f7a2a" stroke-width="3"/><g fill="#f2c230" stroke="#c99312" stroke-width="0.6">${flowers.join('')}</g>`;
}

function smallBowlOfOil(canvas: Canvas, cx: number, cy: number, colour: string): string {
  const seeds: string[] = [];
  for (let i = 0; i < 22; i++)
    seeds.push(
      `<circle cx="${round(cx - 100 + between(canvas, -28, 28))}" cy="${round(cy + 36 + between(canvas, -6, 8))}" r="2.6"/>`,
    );
  return [
    bowlBack(canvas, 'brass', cx, cy, 80, 24, 40),
    `<ellipse cx="${cx}" cy="${cy + 2}" rx="72" ry="18" fill="${highlightFill(canvas, colour, 0.5, 0.35, 0.3)}"/>`,
    `<ellipse cx="${cx - 20}" cy="${cy - 3}" rx="22" ry="4" fill="#ffffff" fill-opacity="0.45" stroke-opacity="0.45"/>`,
    `<g fill="#5a3414" stroke="#2e1a08" stroke-width="0.5">${seeds.join('')}</g>`,
  ].join('');
}
