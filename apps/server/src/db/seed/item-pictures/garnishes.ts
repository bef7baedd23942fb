// What goes on top of a sweet: silver leaf, pistachio and almond slivers, saffron, coconut.

import { between, type Canvas, clipPath, pick, round } from './canvas.js';
import type { Garnish } from './look.js';

/** Varq: crinkled silver foil, a scatter of bright flecks clipped to the sweet's top. */
export function silverLeaf(canvas: Canvas, shape: string, x: number, y: number, spread: number): string {
  const flecks = scatter(
    canvas,
    26,
    x,
    y,
    spread,
    spread * 0.6,
    (fx, fy) =>
      `<rect x="${fx}" y="${fy}" width="${round(between(canvas, 2, 6))}" height="${round(between(canvas, 1.5, 4))}" ${turned(canvas, fx, fy, 90)}/>`,
  );
  return `<g clip-path="${clipPath(canvas, shape)}" fill="#ffffff" fill-opacity="0.75" stroke-opacity="0.75">${flecks}</g>`;
}

/** `count` small things drawn at random points within `spreadX` and `spreadY` of (x, y). */
function scatter(
  canvas: Canvas,
  count: number,
  x: number,
  y: number,
  spreadX: number,
  spreadY: number,
  draw: (px: number, py: number) => string,
): string {
  const pieces: string[] = [];
  for (let i = 0; i < count; i++) {
    const px = round(x + between(canvas, -spreadX, spreadX));
    const py = round(y + between(canvas, -spreadY, spreadY));
    pieces.push(draw(px, py));
  }
  return pieces.join('');
}

/** Turned about its own centre by a random angle below `max` degrees. */
function turned(canvas: Canvas, px: number, py: number, max: number): string {
  return `transform="rotate(${Math.round(between(canvas, 0, max))} ${px} ${py})"`;
}

export function pistachioSlivers(canvas: Canvas, x: number, y: number, spreadX: number, spreadY: number, count: number): string {
  return scatter(canvas, count, x, y, spreadX, spreadY, (px, py) => {
    const green = pick(canvas, ['#6fa83a', '#8cc04a', '#5a8f2e'] as const);
    return `<ellipse cx="${px}" cy="${py}" rx="5.5" ry="2.2" fill="${green}" stroke="#3f6b1f" stroke-width="0.6" ${turned(canvas, px, py, 180)}/>`;
  });
}

export function almondSlivers(canvas: Canvas, x: number, y: number, spreadX: number, spreadY: number, count: number): string {
  return scatter(
    canvas,
    count,
    x,
    y,
    spreadX,
    spreadY,
    (px, py) =>
      `<ellipse cx="${px}" cy="${py}" rx="6" ry="2.6" fill="#f3dfb8" stroke="#b98a4e" stroke-width="0.8" ${turned(canvas, px, py, 180)}/>`,
  );
}

export function saffronStrands(canvas: Canvas, x: number, y: number, spreadX: number, spreadY: number, count: number): string {
  const strands = scatter(canvas, count, x, y, spreadX, spreadY, (px, py) => {
    const dx = round(between(canvas, -9, 9));
    const dy = round(between(canvas, -4, 4));
    return `<path d="M${px},${py} q${dx / 2},${dy - 3} ${dx},${dy}"/>`;
  });
  return `<g stroke="#d4500f" stroke-width="1.6" stroke-linecap="round" fill="none">${strands}</g>`;
}

export function garnishOn(canvas: Canvas, garnish: Garnish, x: number, y: number, spreadX: number, spreadY: number): string {
  switch (garnish) {
    case 'pistachio':
      return pistachioSlivers(canvas, x, y, spreadX, spreadY, 3);
    case 'almond':
      return almondSlivers(canvas, x, y, spreadX, spreadY, 2);
    case 'saffron':
      return saffronStrands(canvas, x, y, spreadX, spreadY, 3);
    case 'coconut':
      return coconutFlakes(canvas, x, y, spreadX, spreadY);
    case 'silver':
    case 'none':
      return '';
  }
}

function coconutFlakes(canvas: Canvas, x: number, y: number, spreadX: number, spreadY: number): string {
  const flakes = scatter(
    canvas,
    10,
    x,
    y,
    spreadX,
    spreadY,
    (px, py) => `<rect x="${px}" y="${py}" width="4" height="1.6" rx="0.8"/>`,
  );
  return `<g fill="#ffffff" stroke="#d9c9a5" stroke-width="0.6">${flakes}</g>`;
}
