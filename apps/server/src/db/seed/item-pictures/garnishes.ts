// What goes on top of a sweet: silver leaf, pistachio and almond slivers, saffron, coconut.

import { between, type Canvas, clipPath, pick, round } from './canvas.js';
import type { Garnish } from './look.js';

/** Varq: crinkled silver foil, a scatter of bright flecks clipped to the sweet's top. */
export function silverLeaf(canvas: Canvas, shape: string, x: number, y: number, spread: number): string {
  const flecks: string[] = [];
  for (let i = 0; i < 26; i++) {
    const fx = round(x + between(canvas, -spread, spread));
    const fy = round(y + between(canvas, -spread * 0.6, spread * 0.6));
    flecks.push(
      `<rect x="${fx}" y="${fy}" width="${round(between(canvas, 2, 6))}" height="${round(between(canvas, 1.5, 4))}" transform="rotate(${Math.round(between(canvas, 0, 90))} ${fx} ${fy})"/>`,
    );
  }
  return `<g clip-path="${clipPath(canvas, shape)}" fill="#ffffff" fill-opacity="0.75" stroke-opacity="0.75">${flecks.join('')}</g>`;
}

export function pistachioSlivers(canvas: Canvas, x: number, y: number, spreadX: number, spreadY: number, count: number): string {
  const slivers: string[] = [];
  for (let i = 0; i < count; i++) {
    const px = round(x + between(canvas, -spreadX, spreadX));
    const py = round(y + between(canvas, -spreadY, spreadY));
    const green = pick(canvas, ['#6fa83a', '#8cc04a', '#5a8f2e'] as const);
    slivers.push(
      `<ellipse cx="${px}" cy="${py}" rx="5.5" ry="2.2" fill="${green}" stroke="#3f6b1f" stroke-width="0.6" transform="rotate(${Math.round(between(canvas, 0, 180))} ${px} ${py})"/>`,
    );
  }
  return slivers.join('');
}

export function almondSlivers(canvas: Canvas, x: number, y: number, spreadX: number, spreadY: number, count: number): string {
  const slivers: string[] = [];
  for (let i = 0; i < count; i++) {
    const px = round(x + between(canvas, -spreadX, spreadX));
    const py = round(y + between(canvas, -spreadY, spreadY));
    slivers.push(
      `<ellipse cx="${px}" cy="${py}" rx="6" ry="2.6" fill="#f3dfb8" stroke="#b98a4e" stroke-width="0.8" transform="rotate(${Math.round(between(canvas, 0, 180))} ${px} ${py})"/>`,
    );
  }
  return slivers.join('');
}

export function saffronStrands(canvas: Canvas, x: number, y: number, spreadX: number, spreadY: number, count: number): string {
  const strands: string[] = [];
  for (let i = 0; i < count; i++) {
    const px = round(x + between(canvas, -spreadX, spreadX));
    const py = round(y + between(canvas, -spreadY, spreadY));
    const dx = round(between(canvas, -9, 9));
    const dy = round(between(canvas, -4, 4));
    strands.push(`<path d="M${px},${py} q${dx / 2},${dy - 3} ${dx},${dy}"/>`);
  }
  return `<g stroke="#d4500f" stroke-width="1.6" stroke-linecap="round" fill="none">${strands.join('')}</g>`;
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
  const flakes: string[] = [];
  for (let i = 0; i < 10; i++) {
    flakes.push(
      `<rect x="${round(x + between(canvas, -spreadX, spreadX))}" y="${round(y + between(canvas, -spreadY, spreadY))}" width="4" height="1.6" rx="0.8"/>`,
    );
  }
  return `<g fill="#ffffff" stroke="#d9c9a5" stroke-width="0.6">${flakes.join('')}</g>`;
}
