// What every drawing shares: the picture's size, gradient and clip definitions collected into <defs>,
// and a seeded random stream, so the same item always gives the same drawing.

import { shade } from './colour.js';

export const PICTURE_WIDTH = 600;
export const PICTURE_HEIGHT = 450;

export interface Canvas {
  defs: string[];
  nextId: number;
  random: () => number;
}

function define(canvas: Canvas, body: (id: string) => string): string {
  const id = `d${canvas.nextId++}`;
  canvas.defs.push(body(id));
  return id;
}

type Stop = readonly [offset: number, colour: string, opacity?: number];

function stopsSvg(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
}

export function linear(canvas: Canvas, stops: readonly Stop[], x2 = 0, y2 = 1): string {
  const id = define(
    canvas,
    (i) => `<linearGradient id="${i}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radial(canvas: Canvas, stops: readonly Stop[], fx = 0.5, fy = 0.5, r = 0.5): string {
  const id = define(
    canvas,
    (i) => `<radialGradient id="${i}" cx="0.5" cy="0.5" r="${r}" fx="${fx}" fy="${fy}">${stopsSvg(stops)}</radialGradient>`,
  );
  return `url(#${id})`;
}

export function clipPath(canvas: Canvas, shape: string): string {
  const id = define(canvas, (i) => `<clipPath id="${i}">${shape}</clipPath>`);
  return `url(#${id})`;
}

interface Shading {
  /** How much lighter the lit spot is, and how much darker the rim (negative), as for `shade`. */
  light: number;
  dark: number;
  /** Where between the lit spot (0) and the rim (1) the colour stands as it is. */
  middle: number;
  /** The lit spot and the radius, as fractions of the shape's box. */
  fx: number;
  fy: number;
  r: number;
}

/** A radial fill of one colour: lighter at its lit spot, darker at the rim. */
export function shadedRadial(canvas: Canvas, colour: string, { light, middle, dark, fx, fy, r }: Shading): string {
  return radial(
    canvas,
    [
      [0, shade(colour, light)],
      [middle, colour],
      [1, shade(colour, dark)],
    ],
    fx,
    fy,
    r,
  );
}

/** A linear fill of one colour shaded from `from` to `to` (as for `shade`) along (x2, y2). */
export function shadedLinear(canvas: Canvas, colour: string, from: number, to: number, x2: number, y2: number): string {
  return linear(
    canvas,
    [
      [0, shade(colour, from)],
      [1, shade(colour, to)],
    ],
    x2,
    y2,
  );
}

interface RoundBodyShading {
  /** The left edge's shade, and the right one's (negative: darker). */
  edge: number;
  farEdge: number;
  /** The lit band: where it stands (0 left to 1 right) and how much lighter it is. */
  litAt: number;
  lit: number;
  /** Where the colour stands as it is. */
  plainAt: number;
}

/** A left-to-right fill that makes a flat shape look round, like a bottle or a filled packet. */
export function roundBodyFill(canvas: Canvas, colour: string, { edge, litAt, lit, plainAt, farEdge }: RoundBodyShading): string {
  return linear(
    canvas,
    [
      [0, shade(colour, edge)],
      [litAt, shade(colour, lit)],
      [plainAt, colour],
      [1, shade(colour, farEdge)],
    ],
    1,
    0,
  );
}

/** A radial fill lighter by `light` at the spot (fx, fy), fading to the plain colour at the rim. */
export function highlightFill(canvas: Canvas, colour: string, light: number, fx: number, fy: number): string {
  return radial(
    canvas,
    [
      [0, shade(colour, light)],
      [1, colour],
    ],
    fx,
    fy,
  );
}

/** Lit from the upper left, like every object in these pictures. */
export function sphereFill(canvas: Canvas, colour: string): string {
  return shadedRadial(canvas, colour, { light: 0.5, middle: 0.45, dark: -0.4, fx: 0.35, fy: 0.3, r: 0.6 });
}

export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const ch of seed) state = Math.imul(state ^ ch.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(canvas: Canvas, low: number, high: number): number {
  return low + (high - low) * canvas.random();
}

/**
 * A random point inside the ellipse, spread evenly over its area, rounded like every coordinate;
 * `reach` below 1 keeps it that far in from the rim.
 */
export function pointInEllipse(
  canvas: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  reach = 1,
): readonly [x: number, y: number] {
  const a = between(canvas, 0, Math.PI * 2);
  const d = Math.sqrt(canvas.random()) * reach;
  return [round(cx + Math.cos(a) * rx * d), round(cy + Math.sin(a) * ry * d)];
}

export function pick<T>(canvas: Canvas, options: readonly [T, ...T[]]): T {
  return options[Math.floor(canvas.random() * options.length)] ?? options[0];
}

export function round(n: number): number {
  return Math.round(n * 10) / 10;
}
