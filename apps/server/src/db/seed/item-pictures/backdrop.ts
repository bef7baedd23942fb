// Behind every item: a warm studio backdrop with a soft spotlight, faint rangoli corners, petals,
// and the contact shadow that sets each object down on the table.

import { between, type Canvas, linear, pick, PICTURE_HEIGHT, PICTURE_WIDTH, radial, round } from './canvas.js';
import { shade } from './colour.js';
import type { Backdrop } from './look.js';

export function drawBackground(canvas: Canvas, backdrop: Backdrop): string {
  // One radial wash doubles as the spotlight: a separate spotlight layer cost as much as a whole scene.
  const wash = radial(
    canvas,
    [
      [0, shade(backdrop.light, 0.6)],
      [0.42, backdrop.light],
      [1, backdrop.deep],
    ],
    0.5,
    0.5,
    0.78,
  );
  const table = linear(canvas, [
    [0, backdrop.deep, 0],
    [1, shade(backdrop.deep, -0.25), 0.55],
  ]);
  return [
    `<rect width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" fill="${wash}"/>`,
    `<rect y="300" width="${PICTURE_WIDTH}" height="150" fill="${table}"/>`,
    rangoli(40, 40, 95, backdrop.deep),
    rangoli(560, 40, 95, backdrop.deep),
    scatteredPetals(canvas),
  ].join('');
}

/** A faint petal rosette in a corner: decoration that says "festive" without any text. */
function rangoli(cx: number, cy: number, radius: number, colour: string): string {
  const petals: string[] = [];
  for (let i = 0; i < 16; i++) {
    const angle = (i * 360) / 16;
    petals.push(
      `<ellipse cx="${cx}" cy="${cy - radius * 0.62}" rx="${radius * 0.09}" ry="${radius * 0.3}" transform="rotate(${angle} ${cx} ${cy})"/>`,
    );
  }
  const dots: string[] = [];
  for (let i = 0; i < 24; i++) {
    const angle = (i * Math.PI * 2) / 24;
    dots.push(`<circle cx="${round(cx + Math.cos(angle) * radius)}" cy="${round(cy + Math.sin(angle) * radius)}" r="3"/>`);
  }
  return [
    `<g fill="none" stroke="${colour}" stroke-width="2" fill-opacity="0.3" stroke-opacity="0.3">`,
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.25}"/><circle cx="${cx}" cy="${cy}" r="${radius * 0.85}"/>`,
    petals.join(''),
    `</g><g fill="${colour}" fill-opacity="0.35" stroke-opacity="0.35">${dots.join('')}</g>`,
  ].join('');
}

function scatteredPetals(canvas: Canvas): string {
  const colours = ['#f7a21b', '#f2c230', '#e8641b'] as const;
  const spots: [number, number][] = [
    [48, 400],
    [82, 420],
    [30, 432],
    [560, 410],
    [528, 432],
    [575, 382],
  ];
  const petals = spots.map(([x, y]) => {
    const colour = pick(canvas, colours);
    const angle = Math.round(between(canvas, 0, 180));
    return `<ellipse cx="${x}" cy="${y}" rx="9" ry="5" fill="${colour}" stroke="${shade(colour, -0.2)}" stroke-width="1" transform="rotate(${angle} ${x} ${y})"/>`;
  });
  return `<g fill-opacity="0.85" stroke-opacity="0.85">${petals.join('')}</g>`;
}

/** A soft contact shadow. A radial fade rather than a blur filter: blurs doubled the render time. */
export function groundShadow(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  const fade = radial(canvas, [
    [0, '#2b1405', opacity],
    [0.55, '#2b1405', opacity * 0.75],
    [1, '#2b1405', 0],
  ]);
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx + 20}" ry="${ry + 16}" fill="${fade}"/>`;
}
