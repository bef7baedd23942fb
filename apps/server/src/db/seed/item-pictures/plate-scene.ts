// A plate (or leaf, or board) heaped with pieces of one sweet or savoury.

import { between, type Canvas } from './canvas.js';
import { shade } from './colour.js';
import { garnishOn } from './garnishes.js';
import type { Garnish, PlateKind, PlatePiece } from './look.js';
import { kachori, rusk, samosa } from './savouries.js';
import { ball, block, diamond, disc, roll } from './sweets.js';
import { plate } from './tableware.js';

interface Spot {
  x: number;
  y: number;
}

/** A heap: `rows` counts pieces from the front row back; back rows sit higher and draw first. */
function mound(canvas: Canvas, rows: readonly number[], spacing: number, rise: number, baseY: number, jitter: number): Spot[] {
  const spots: Spot[] = [];
  rows.forEach((count, row) => {
    const offset = row % 2 === 0 ? 0 : spacing * 0.05;
    for (let i = 0; i < count; i++) {
      spots.push({
        x: 300 + (i - (count - 1) / 2) * spacing + offset + between(canvas, -jitter, jitter),
        y: baseY - row * rise + between(canvas, -jitter, jitter) * 0.6,
      });
    }
  });
  return spots.sort((a, b) => a.y - b.y);
}

export function plateScene(
  canvas: Canvas,
  piece: PlatePiece,
  colour: string,
  accent: string | undefined,
  garnish: Garnish,
  kind: PlateKind,
): string {
  const rx = kind === 'board' ? 215 : 225;
  const ry = kind === 'board' ? 70 : 80;
  const base = plate(canvas, kind, 300, 318, rx, ry);
  return base + piecesOnPlate(canvas, piece, colour, accent, garnish);
}

function piecesOnPlate(canvas: Canvas, piece: PlatePiece, colour: string, accent: string | undefined, garnish: Garnish): string {
  const drawAll = (spots: Spot[], draw: (s: Spot) => string): string => spots.map(draw).join('');
  const tone = (): string => shade(colour, between(canvas, -0.05, 0.05));
  switch (piece) {
    case 'ball':
    case 'boondi-ball':
      return drawAll(mound(canvas, [4, 3, 2], 84, 52, 318, 4), (s) => {
        const r = 42;
        return (
          ball(canvas, s.x, s.y, r, tone(), piece === 'boondi-ball' ? 'boondi' : 'smooth') +
          garnishOn(canvas, garnish, s.x, s.y - r * 0.55, 8, 5)
        );
      });
    case 'diamond':
      return drawAll(mound(canvas, [3, 3, 2], 118, 30, 340, 3), (s) => diamond(canvas, s.x, s.y, 112, tone(), garnish));
    case 'cube':
    case 'flaky-cube':
      return drawAll(mound(canvas, [3, 3, 2], 98, 40, 318, 3), (s) =>
        block(canvas, s.x - 8, s.y, 74, tone(), accent, garnish, piece === 'flaky-cube'),
      );
    case 'disc':
    case 'flower-disc':
    case 'cookie':
      return drawAll(mound(canvas, [3, 4, 3], 96, 32, 345, 3), (s) =>
        disc(canvas, s.x, s.y, 44, tone(), piece === 'disc' ? 'dent' : piece === 'flower-disc' ? 'flower' : 'cracks', garnish),
      );
    case 'roll':
      return drawAll(mound(canvas, [3, 2, 1], 118, 34, 345, 2), (s) =>
        roll(canvas, s.x, s.y, 96, 19, tone(), accent ?? '#7fb241', garnish),
      );
    case 'samosa':
      return drawAll(mound(canvas, [3, 2], 132, 48, 345, 6), (s) => samosa(canvas, s.x, s.y, 100, tone()));
    case 'kachori':
      return drawAll(mound(canvas, [3, 3, 1], 110, 36, 340, 4), (s) => kachori(canvas, s.x, s.y, 50, tone()));
    case 'rusk':
      // fanned out like a dealt hand, each slice resting on the one behind it
      return [0, 1, 2, 3, 4, 5]
        .map((i) => rusk(canvas, 185 + i * 46, 262 + (i % 2) * 18 + i * 8, 160, tone(), -28 + between(canvas, -3, 3)))
        .join('');
  }
}
