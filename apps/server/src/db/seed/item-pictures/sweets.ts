// Single pieces as they sit on a plate: laddoos and jamuns, katli, barfi, peda and cookies, rolls.

import { between, type Canvas, linear, round, shadedLinear, shadedRadial, sphereFill } from './canvas.js';
import { shade } from './colour.js';
import { garnishOn, silverLeaf } from './garnishes.js';
import type { Garnish } from './look.js';

export function ball(
  canvas: Canvas,
  x: number,
  y: number,
  r: number,
  colour: string,
  texture: 'smooth' | 'boondi' | 'spongy',
): string {
  const parts = [`<circle cx="${round(x)}" cy="${round(y)}" r="${r}" fill="${sphereFill(canvas, colour)}"/>`];
  if (texture === 'boondi') parts.push(boondiTexture(canvas, x, y, r, colour));
  if (texture === 'spongy') parts.push(spongyTexture(canvas, x, y, r, colour));
  parts.push(
    `<ellipse cx="${round(x - r * 0.35)}" cy="${round(y - r * 0.42)}" rx="${r * 0.28}" ry="${r * 0.16}" fill="#ffffff" fill-opacity="0.45" stroke-opacity="0.45" transform="rotate(-30 ${round(x - r * 0.35)} ${round(y - r * 0.42)})"/>`,
  );
  return parts.join('');
}

/** Motichoor and boondi laddoos are made of tiny fried pearls: draw the pearls. */
function boondiTexture(canvas: Canvas, x: number, y: number, r: number, colour: string): string {
  const pearls: string[] = [];
  for (let i = 0; i < Math.round(r * 1.4); i++) {
    const a = between(canvas, 0, Math.PI * 2);
    const d = Math.sqrt(canvas.random()) * r * 0.88;
    const px = x + Math.cos(a) * d;
    const py = y + Math.sin(a) * d;
    const lit = px - x + (py - y) < 0;
    pearls.push(
      `<circle cx="${round(px)}" cy="${round(py)}" r="${round(between(canvas, r * 0.07, r * 0.11))}" fill="${shade(colour, lit ? 0.35 : -0.22)}"/>`,
    );
  }
  return `<g fill-opacity="0.85" stroke-opacity="0.85">${pearls.join('')}</g>`;
}

export function spongyTexture(canvas: Canvas, x: number, y: number, r: number, colour: string): string {
  const pores: string[] = [];
  for (let i = 0; i < 14; i++) {
    const a = between(canvas, 0, Math.PI * 2);
    const d = Math.sqrt(canvas.random()) * r * 0.8;
    pores.push(
      `<circle cx="${round(x + Math.cos(a) * d)}" cy="${round(y + Math.sin(a) * d)}" r="${round(between(canvas, 1, 2.4))}"/>`,
    );
  }
  return `<g fill="${shade(colour, -0.12)}" fill-opacity="0.6" stroke-opacity="0.6">${pores.join('')}</g>`;
}

/** Kaju katli: a flat diamond with a visible edge, its top catching the light like silver leaf. */
export function diamond(canvas: Canvas, x: number, y: number, w: number, colour: string, garnish: Garnish): string {
  const h = w * 0.3;
  const t = w * 0.08;
  const top = linear(
    canvas,
    [
      [0, shade(colour, 0.4)],
      [0.5, colour],
      [1, shade(colour, -0.08)],
    ],
    1,
    1,
  );
  const parts = [
    `<path d="M${x - w / 2},${y} L${x},${y + h} L${x + w / 2},${y} L${x + w / 2},${y + t} L${x},${y + h + t} L${x - w / 2},${y + t}Z" fill="${shade(colour, -0.25)}"/>`,
    `<path d="M${x - w / 2},${y} L${x},${y - h} L${x + w / 2},${y} L${x},${y + h}Z" fill="${top}" stroke="${shade(colour, -0.1)}" stroke-width="0.8"/>`,
  ];
  if (garnish === 'silver')
    parts.push(
      silverLeaf(canvas, `<path d="M${x - w / 2},${y} L${x},${y - h} L${x + w / 2},${y} L${x},${y + h}Z"/>`, x, y, w / 2),
    );
  else parts.push(garnishOn(canvas, garnish, x, y, w * 0.2, h * 0.4));
  return parts.join('');
}

/** Barfi: a neat block seen from above and in front; an `accent` colour makes it two-layered. */
export function block(
  canvas: Canvas,
  x: number,
  y: number,
  s: number,
  colour: string,
  accent: string | undefined,
  garnish: Garnish,
  flaky: boolean,
): string {
  const dx = s * 0.22;
  const dz = s * 0.38;
  const height = s * 0.42;
  const left = x - s / 2;
  const right = x + s / 2;
  const top = `M${left},${y} L${right},${y} L${right + dx},${y - dz} L${left + dx},${y - dz}Z`;
  const topFill = shadedLinear(canvas, colour, 0.35, 0.08, 1, 1);
  const parts = [
    `<path d="M${right},${y} L${right + dx},${y - dz} L${right + dx},${y - dz + height} L${right},${y + height}Z" fill="${shade(colour, -0.3)}"/>`,
  ];
  if (accent) {
    parts.push(`<rect x="${left}" y="${y}" width="${s}" height="${height * 0.5}" fill="${accent}"/>`);
    parts.push(
      `<rect x="${left}" y="${y + height * 0.5}" width="${s}" height="${height * 0.5}" fill="${shade(colour, -0.08)}"/>`,
    );
  } else {
    parts.push(`<rect x="${left}" y="${y}" width="${s}" height="${height}" fill="${shade(colour, -0.1)}"/>`);
  }
  parts.push(
    `<path d="${top}" fill="${accent ? shade(accent, 0.15) : topFill}" stroke="${shade(colour, -0.15)}" stroke-width="0.6"/>`,
  );
  if (flaky) parts.push(flakyLines(canvas, left, y, s, height, colour));
  if (garnish === 'silver') parts.push(silverLeaf(canvas, `<path d="${top}"/>`, x + dx / 2, y - dz / 2, s / 2));
  else parts.push(garnishOn(canvas, garnish, x + dx / 2, y - dz / 2, s * 0.3, dz * 0.25));
  return parts.join('');
}

/** Soan papdi is spun into fine threads: show them as wavy lines across the block. */
function flakyLines(canvas: Canvas, left: number, y: number, s: number, height: number, colour: string): string {
  const lines: string[] = [];
  for (let i = 1; i < 6; i++) {
    const ly = round(y + (i * height) / 6);
    lines.push(`<path d="M${left + 2},${ly} q${s / 4},${round(between(canvas, -3, 3))} ${s / 2},0 t${s / 2 - 4},0"/>`);
  }
  return `<g stroke="${shade(colour, -0.3)}" stroke-width="1" fill="none" fill-opacity="0.6" stroke-opacity="0.6">${lines.join('')}</g>`;
}

/** Peda, sandesh and cookies: a thick round seen at an angle, with a mark pressed on top. */
export function disc(
  canvas: Canvas,
  x: number,
  y: number,
  r: number,
  colour: string,
  mark: 'dent' | 'flower' | 'cracks',
  garnish: Garnish,
): string {
  const ry = r * 0.55;
  const thick = r * 0.32;
  const topFill = shadedRadial(canvas, colour, { light: 0.35, middle: 0.7, dark: -0.12, fx: 0.4, fy: 0.35, r: 0.6 });
  const parts = [
    `<path d="M${x - r},${y} L${x - r},${y + thick} A${r},${ry} 0 0 0 ${x + r},${y + thick} L${x + r},${y}Z" fill="${shade(colour, -0.28)}"/>`,
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${ry}" fill="${topFill}"/>`,
  ];
  if (mark === 'dent') {
    // a thumbprint: only its rims show, shadowed at the back and lit at the front
    parts.push(
      `<path d="M${x - r * 0.24},${y - ry * 0.02} A${r * 0.24},${ry * 0.2} 0 0 1 ${x + r * 0.24},${y - ry * 0.02}" stroke="${shade(colour, -0.25)}" stroke-width="1.8" fill="none" fill-opacity="0.6" stroke-opacity="0.6"/>`,
    );
    parts.push(
      `<path d="M${x - r * 0.22},${y + ry * 0.06} A${r * 0.24},${ry * 0.2} 0 0 0 ${x + r * 0.22},${y + ry * 0.06}" stroke="${shade(colour, 0.45)}" stroke-width="1.8" fill="none"/>`,
    );
  } else if (mark === 'flower') {
    parts.push(flowerImprint(x, y, r * 0.62, ry * 0.62, shade(colour, -0.22)));
  } else {
    parts.push(cookieCracks(canvas, x, y, r, ry, colour));
  }
  parts.push(garnishOn(canvas, garnish, x, y, r * 0.18, ry * 0.12));
  return parts.join('');
}

function flowerImprint(x: number, y: number, rx: number, ry: number, colour: string): string {
  const petals: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI * 2) / 8;
    const px = round(x + Math.cos(a) * rx * 0.55);
    const py = round(y + Math.sin(a) * ry * 0.55);
    petals.push(
      `<ellipse cx="${px}" cy="${py}" rx="${round(rx * 0.28)}" ry="${round(ry * 0.2)}" transform="rotate(${Math.round((a * 180) / Math.PI)} ${px} ${py})"/>`,
    );
  }
  return `<g fill="none" stroke="${colour}" stroke-width="1.6" fill-opacity="0.8" stroke-opacity="0.8">${petals.join('')}<circle cx="${x}" cy="${y}" r="${round(ry * 0.18)}"/></g>`;
}

function cookieCracks(canvas: Canvas, x: number, y: number, r: number, ry: number, colour: string): string {
  const cracks: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = between(canvas, 0, Math.PI * 2);
    const len = between(canvas, 0.35, 0.7);
    const sx = round(x + Math.cos(a) * r * 0.15);
    const sy = round(y + Math.sin(a) * ry * 0.15);
    cracks.push(`<path d="M${sx},${sy} l${round(Math.cos(a) * r * len)},${round(Math.sin(a) * ry * len)}"/>`);
  }
  return `<g stroke="${shade(colour, -0.3)}" stroke-width="1.8" stroke-linecap="round" fill-opacity="0.7" stroke-opacity="0.7">${cracks.join('')}</g>`;
}

/** Kaju pista roll, khajur roll: a cylinder lying down, its cut end showing the filling. */
export function roll(
  canvas: Canvas,
  x: number,
  y: number,
  length: number,
  r: number,
  colour: string,
  core: string,
  garnish: Garnish,
): string {
  const body = linear(canvas, [
    [0, shade(colour, 0.35)],
    [0.45, colour],
    [1, shade(colour, -0.35)],
  ]);
  const left = x - length / 2;
  const right = x + length / 2;
  const parts = [
    `<ellipse cx="${right}" cy="${y}" rx="${r * 0.42}" ry="${r}" fill="${shade(colour, -0.2)}"/>`,
    `<rect x="${left}" y="${y - r}" width="${length}" height="${r * 2}" fill="${body}"/>`,
    `<ellipse cx="${left}" cy="${y}" rx="${r * 0.42}" ry="${r}" fill="${shade(colour, 0.2)}" stroke="${shade(colour, -0.15)}" stroke-width="1"/>`,
    `<ellipse cx="${left}" cy="${y}" rx="${r * 0.22}" ry="${r * 0.52}" fill="${core}"/>`,
  ];
  if (garnish === 'silver')
    parts.push(
      silverLeaf(canvas, `<rect x="${left}" y="${y - r}" width="${length}" height="${r}"/>`, x, y - r * 0.5, length / 2),
    );
  return parts.join('');
}
