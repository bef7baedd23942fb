import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Pictures for the demo catalogue, drawn here as SVG and encoded to WebP, so the demo shop
 * has a face without shipping or downloading any photographs. Every layout is derived from
 * a seeded random stream, so the same item always gives the same bytes (and the same image id).
 */

export const PICTURE_WIDTH = 600;
export const PICTURE_HEIGHT = 450;

/** Warm backdrop of a category: a light and a deep tone of one hue. */
export interface Backdrop {
  light: string;
  deep: string;
}

export type Garnish = 'pistachio' | 'silver' | 'saffron' | 'almond' | 'coconut' | 'none';
export type PlatePiece =
  | 'ball'
  | 'boondi-ball'
  | 'diamond'
  | 'cube'
  | 'flaky-cube'
  | 'disc'
  | 'flower-disc'
  | 'roll'
  | 'cookie'
  | 'samosa'
  | 'kachori'
  | 'rusk';
export type PlateKind = 'brass' | 'steel' | 'leaf' | 'board';

/**
 * What an item's picture shows; the colours are the item's own. On a plate, `accent` is the
 * second colour of a piece: the top layer of a two-layer barfi, or the filling of a roll.
 */
export type Look =
  | { scene: 'plate'; piece: PlatePiece; colour: string; accent?: string; garnish?: Garnish; plate?: PlateKind }
  | { scene: 'bowl'; piece: 'ball' | 'disc'; colour: string; liquid: string; garnish?: Garnish }
  | { scene: 'packet'; filling: 'squiggles' | 'mixture' | 'chips'; colour: string; accent?: string; pack: string; band: string }
  | { scene: 'gift-box'; box: string; ribbon: string; contents: 'sweets' | 'dry-fruits'; colours: string[] }
  | { scene: 'sack'; grain: 'rice' | 'flour'; colour: string }
  | { scene: 'heap'; texture: 'lentils' | 'powder' | 'beans'; colour: string; spiceAccents?: boolean }
  | { scene: 'jar'; colour: string; lid: string }
  | { scene: 'bottle'; colour: string; cap: string }
  | { scene: 'cake'; colour: string; fruit: string[] };

export interface RenderedPicture {
  /** First 32 hex characters of the sha256 of the WebP bytes; served as /media/{id}.webp. */
  id: string;
  bytes: Buffer;
  width: number;
  height: number;
}

// Seeding many test databases in one process would otherwise re-render the same pictures.
const rendered = new Map<string, Promise<RenderedPicture>>();

/** The WebP picture of one item; `seed` (usually the item name) varies the arrangement. */
export function renderItemPicture(look: Look, backdrop: Backdrop, seed: string): Promise<RenderedPicture> {
  const key = JSON.stringify([look, backdrop, seed]);
  let picture = rendered.get(key);
  if (!picture) {
    picture = encodeWebp(drawItemSvg(look, backdrop, seed));
    picture.catch(() => rendered.delete(key));
    rendered.set(key, picture);
  }
  return picture;
}

async function encodeWebp(svg: string): Promise<RenderedPicture> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(PICTURE_WIDTH, PICTURE_HEIGHT)
    // effort 2 (of 0-6) encodes about four times faster than the default for a few per cent more bytes
    .webp({ quality: 80, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  const id = createHash('sha256').update(data).digest('hex').slice(0, 32);
  return { id, bytes: data, width: info.width, height: info.height };
}

/** The whole picture as an SVG document. */
export function drawItemSvg(look: Look, backdrop: Backdrop, seed: string): string {
  const canvas: Canvas = { defs: [], nextId: 0, random: seededRandom(seed) };
  const scene = drawScene(canvas, look);
  const background = drawBackground(canvas, backdrop);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}">`,
    `<defs>${canvas.defs.join('')}</defs>`,
    background,
    framed(look.scene, scene),
    '</svg>',
  ].join('');
}

/** Scenes are drawn on one stage; this fills a card thumbnail better, per kind of scene. */
const SCENE_FRAMES: Record<Look['scene'], { scale: number; lift: number }> = {
  plate: { scale: 1.16, lift: 28 },
  bowl: { scale: 1.12, lift: 22 },
  packet: { scale: 1, lift: -8 },
  'gift-box': { scale: 1.04, lift: -6 },
  sack: { scale: 1.04, lift: 8 },
  heap: { scale: 1.08, lift: 14 },
  jar: { scale: 1.04, lift: 6 },
  bottle: { scale: 1.02, lift: 4 },
  cake: { scale: 1.12, lift: 24 },
};

function framed(scene: Look['scene'], drawing: string): string {
  const { scale, lift } = SCENE_FRAMES[scene];
  return `<g transform="translate(300 ${300 - lift}) scale(${scale}) translate(-300 -300)">${drawing}</g>`;
}

function drawScene(canvas: Canvas, look: Look): string {
  switch (look.scene) {
    case 'plate':
      return plateScene(canvas, look.piece, look.colour, look.accent, look.garnish ?? 'none', look.plate ?? 'brass');
    case 'bowl':
      return bowlScene(canvas, look.piece, look.colour, look.liquid, look.garnish ?? 'none');
    case 'packet':
      return packetScene(canvas, look.filling, look.colour, look.accent ?? shade(look.colour, -0.3), look.pack, look.band);
    case 'gift-box':
      return giftBoxScene(canvas, look.box, look.ribbon, look.contents, look.colours);
    case 'sack':
      return sackScene(canvas, look.grain, look.colour);
    case 'heap':
      return heapScene(canvas, look.texture, look.colour, look.spiceAccents ?? false);
    case 'jar':
      return jarScene(canvas, look.colour, look.lid);
    case 'bottle':
      return bottleScene(canvas, look.colour, look.cap);
    case 'cake':
      return cakeScene(canvas, look.colour, look.fruit);
  }
}

// ---------------------------------------------------------------------------------------------
// Canvas: gradient definitions and a deterministic random stream

interface Canvas {
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

function linear(canvas: Canvas, stops: readonly Stop[], x2 = 0, y2 = 1): string {
  const id = define(
    canvas,
    (i) => `<linearGradient id="${i}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(canvas: Canvas, stops: readonly Stop[], fx = 0.5, fy = 0.5, r = 0.5): string {
  const id = define(
    canvas,
    (i) => `<radialGradient id="${i}" cx="0.5" cy="0.5" r="${r}" fx="${fx}" fy="${fy}">${stopsSvg(stops)}</radialGradient>`,
  );
  return `url(#${id})`;
}

function clipPath(canvas: Canvas, shape: string): string {
  const id = define(canvas, (i) => `<clipPath id="${i}">${shape}</clipPath>`);
  return `url(#${id})`;
}

/** Lit from the upper left, like every object in these pictures. */
function sphereFill(canvas: Canvas, colour: string): string {
  return radial(
    canvas,
    [
      [0, shade(colour, 0.5)],
      [0.45, colour],
      [1, shade(colour, -0.4)],
    ],
    0.35,
    0.3,
    0.6,
  );
}

function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const ch of seed) state = Math.imul(state ^ ch.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(canvas: Canvas, low: number, high: number): number {
  return low + (high - low) * canvas.random();
}

function pick<T>(canvas: Canvas, options: readonly [T, ...T[]]): T {
  return options[Math.floor(canvas.random() * options.length)] ?? options[0];
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

// ---------------------------------------------------------------------------------------------
// Colour

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes towards white (amount > 0) or black (amount < 0). */
/** Pale sweets (rasgulla, chhena) are spongy; darker ones are fried smooth. */
function isPale(hex: string): boolean {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 225;
}

function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(parseHex(hex).map((v) => v + (target - v) * t));
}

// ---------------------------------------------------------------------------------------------
// Background: a warm studio backdrop with a soft spotlight, faint rangoli corners and a shadow

function drawBackground(canvas: Canvas, backdrop: Backdrop): string {
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
function groundShadow(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  const fade = radial(canvas, [
    [0, '#2b1405', opacity],
    [0.55, '#2b1405', opacity * 0.75],
    [1, '#2b1405', 0],
  ]);
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx + 20}" ry="${ry + 16}" fill="${fade}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Plates and bowls

const METALS: Record<'brass' | 'steel', { light: string; mid: string; dark: string }> = {
  brass: { light: '#fbe3a1', mid: '#d9a441', dark: '#8f5f16' },
  steel: { light: '#fbfbfb', mid: '#c9ccd1', dark: '#7d838c' },
};

function plate(canvas: Canvas, kind: PlateKind, cx: number, cy: number, rx: number, ry: number): string {
  if (kind === 'leaf') return bananaLeaf(canvas, cx, cy, rx, ry);
  if (kind === 'board') return woodenBoard(canvas, cx, cy, rx, ry);
  const metal = METALS[kind];
  const rim = linear(
    canvas,
    [
      [0, metal.light],
      [0.5, metal.mid],
      [1, metal.dark],
    ],
    1,
    1,
  );
  const well = radial(
    canvas,
    [
      [0, metal.light],
      [0.7, metal.mid],
      [1, shade(metal.mid, -0.15)],
    ],
    0.4,
    0.35,
    0.6,
  );
  const beads: string[] = [];
  for (let i = 0; i < 36; i++) {
    const a = (i * Math.PI * 2) / 36;
    beads.push(`<circle cx="${round(cx + Math.cos(a) * rx * 0.93)}" cy="${round(cy + Math.sin(a) * ry * 0.9)}" r="2.2"/>`);
  }
  return [
    groundShadow(canvas, cx, cy + ry * 0.35, rx * 1.02, ry * 0.95),
    `<ellipse cx="${cx}" cy="${cy + 7}" rx="${rx}" ry="${ry}" fill="${metal.dark}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${rim}"/>`,
    `<ellipse cx="${cx}" cy="${cy + 3}" rx="${rx * 0.84}" ry="${ry * 0.8}" fill="${well}" stroke="${metal.dark}" stroke-opacity="0.35" stroke-width="2"/>`,
    `<g fill="${metal.light}" fill-opacity="0.8" stroke-opacity="0.8">${beads.join('')}</g>`,
  ].join('');
}

function bananaLeaf(canvas: Canvas, cx: number, cy: number, rx: number, ry: number): string {
  const leaf = linear(
    canvas,
    [
      [0, '#7cc35a'],
      [0.5, '#3f9a3a'],
      [1, '#1f6b2a'],
    ],
    1,
    0.4,
  );
  const outline = `M${cx - rx * 1.1},${cy + ry * 0.2} C${cx - rx * 0.7},${cy - ry * 1.3} ${cx + rx * 0.7},${cy - ry * 1.2} ${cx + rx * 1.1},${cy - ry * 0.3} C${cx + rx * 0.8},${cy + ry * 1.2} ${cx - rx * 0.6},${cy + ry * 1.3} ${cx - rx * 1.1},${cy + ry * 0.2}Z`;
  const veins: string[] = [];
  for (let i = -6; i <= 6; i++) {
    const x = cx + i * rx * 0.15;
    veins.push(`<path d="M${x},${cy + (i * ry) / 24} q${rx * 0.08},${-ry * 0.6} ${rx * 0.16},${-ry * 0.85}"/>`);
    veins.push(`<path d="M${x},${cy + (i * ry) / 24} q${-rx * 0.04},${ry * 0.6} ${rx * 0.02},${ry * 0.85}"/>`);
  }
  return [
    groundShadow(canvas, cx, cy + ry * 0.4, rx * 1.05, ry * 0.9),
    `<path d="${outline}" fill="${leaf}"/>`,
    `<g clip-path="${clipPath(canvas, `<path d="${outline}"/>`)}" stroke="#a9dc8a" stroke-width="1.6" fill="none" fill-opacity="0.45" stroke-opacity="0.45">${veins.join('')}</g>`,
    `<path d="M${cx - rx * 1.08},${cy + ry * 0.18} Q${cx},${cy - ry * 0.1} ${cx + rx * 1.08},${cy - ry * 0.28}" stroke="#cfeeb0" stroke-width="4" fill="none" fill-opacity="0.8" stroke-opacity="0.8"/>`,
  ].join('');
}

function woodenBoard(canvas: Canvas, cx: number, cy: number, rx: number, ry: number): string {
  const top = linear(
    canvas,
    [
      [0, '#d49a5e'],
      [1, '#a86a34'],
    ],
    1,
    1,
  );
  const grain: string[] = [];
  for (let i = 1; i < 7; i++) {
    const y = cy - ry + (i * 2 * ry) / 7;
    grain.push(
      `<path d="M${cx - rx * 0.95},${round(y)} q${rx * 0.5},${round(between(canvas, -8, 8))} ${rx * 0.95},0 t${rx * 0.95},0"/>`,
    );
  }
  const board = `<rect x="${cx - rx}" y="${cy - ry}" width="${rx * 2}" height="${ry * 2}" rx="${ry * 0.35}"/>`;
  return [
    groundShadow(canvas, cx, cy + ry * 0.6, rx * 1.05, ry * 0.8),
    `<rect x="${cx - rx}" y="${cy - ry + 12}" width="${rx * 2}" height="${ry * 2}" rx="${ry * 0.35}" fill="#7a4520"/>`,
    `<rect x="${cx - rx}" y="${cy - ry}" width="${rx * 2}" height="${ry * 2}" rx="${ry * 0.35}" fill="${top}"/>`,
    `<g clip-path="${clipPath(canvas, board)}" stroke="#8a5428" stroke-width="1.5" fill="none" fill-opacity="0.35" stroke-opacity="0.35">${grain.join('')}</g>`,
  ].join('');
}

/** A katori seen from the front: its inside (or contents) is drawn by the caller between back and front. */
function bowlBack(
  canvas: Canvas,
  metal: 'brass' | 'steel',
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  depth: number,
): string {
  const m = METALS[metal];
  const body = linear(
    canvas,
    [
      [0, m.dark],
      [0.3, m.light],
      [0.6, m.mid],
      [1, m.dark],
    ],
    1,
    0,
  );
  return [
    groundShadow(canvas, cx, cy + depth + 4, rx * 1.05, ry * 0.7, 0.4),
    `<path d="M${cx - rx},${cy} C${cx - rx},${cy + depth * 1.1} ${cx - rx * 0.45},${cy + depth * 1.25} ${cx},${cy + depth * 1.25} C${cx + rx * 0.45},${cy + depth * 1.25} ${cx + rx},${cy + depth * 1.1} ${cx + rx},${cy}Z" fill="${body}"/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${m.mid}" stroke="${m.light}" stroke-width="5"/>`,
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Sweet pieces

function ball(canvas: Canvas, x: number, y: number, r: number, colour: string, texture: 'smooth' | 'boondi' | 'spongy'): string {
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

function spongyTexture(canvas: Canvas, x: number, y: number, r: number, colour: string): string {
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
function diamond(canvas: Canvas, x: number, y: number, w: number, colour: string, garnish: Garnish): string {
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

/** Varq: crinkled silver foil, a scatter of bright flecks clipped to the sweet's top. */
function silverLeaf(canvas: Canvas, shape: string, x: number, y: number, spread: number): string {
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

function pistachioSlivers(canvas: Canvas, x: number, y: number, spreadX: number, spreadY: number, count: number): string {
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

function almondSlivers(canvas: Canvas, x: number, y: number, spreadX: number, spreadY: number, count: number): string {
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

function saffronStrands(canvas: Canvas, x: number, y: number, spreadX: number, spreadY: number, count: number): string {
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

function garnishOn(canvas: Canvas, garnish: Garnish, x: number, y: number, spreadX: number, spreadY: number): string {
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

/** Barfi: a neat block seen from above and in front; an `accent` colour makes it two-layered. */
function block(
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
  const topFill = linear(
    canvas,
    [
      [0, shade(colour, 0.35)],
      [1, shade(colour, 0.08)],
    ],
    1,
    1,
  );
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
function disc(
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
  const topFill = radial(
    canvas,
    [
      [0, shade(colour, 0.35)],
      [0.7, colour],
      [1, shade(colour, -0.12)],
    ],
    0.4,
    0.35,
    0.6,
  );
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
function roll(
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

function samosa(canvas: Canvas, x: number, y: number, s: number, colour: string): string {
  const front = linear(
    canvas,
    [
      [0, shade(colour, 0.3)],
      [1, shade(colour, -0.15)],
    ],
    0.3,
    1,
  );
  const apex = `${x + s * 0.05},${y - s * 0.75}`;
  const parts = [
    `<path d="M${apex} L${x + s * 0.62},${y + s * 0.08} L${x + s * 0.3},${y + s * 0.22}Z" fill="${shade(colour, -0.3)}" stroke="${shade(colour, -0.3)}" stroke-width="6" stroke-linejoin="round"/>`,
    `<path d="M${apex} L${x + s * 0.3},${y + s * 0.22} L${x - s * 0.58},${y + s * 0.2}Z" fill="${front}" stroke="${shade(colour, 0.05)}" stroke-width="7" stroke-linejoin="round"/>`,
  ];
  const blisters: string[] = [];
  for (let i = 0; i < 12; i++) {
    const u = canvas.random();
    const v = canvas.random() * (1 - u);
    const bx = x + s * 0.05 + u * (s * 0.25) + v * (-s * 0.63);
    const by = y - s * 0.75 + u * (s * 0.97) + v * (s * 0.95);
    blisters.push(`<circle cx="${round(bx)}" cy="${round(by)}" r="${round(between(canvas, 1.5, 3))}"/>`);
  }
  parts.push(`<g fill="${shade(colour, 0.45)}" fill-opacity="0.7" stroke-opacity="0.7">${blisters.join('')}</g>`);
  return parts.join('');
}

function kachori(canvas: Canvas, x: number, y: number, r: number, colour: string): string {
  const parts = [
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.68}" fill="${sphereFill(canvas, colour)}"/>`,
    `<ellipse cx="${x - r * 0.15}" cy="${y - r * 0.3}" rx="${r * 0.35}" ry="${r * 0.14}" fill="#ffffff" fill-opacity="0.35" stroke-opacity="0.35"/>`,
  ];
  const cracks: string[] = [];
  for (let i = 0; i < 4; i++) {
    const cx = round(x + between(canvas, -r * 0.5, r * 0.5));
    const cy = round(y + between(canvas, -r * 0.25, r * 0.25));
    cracks.push(`<path d="M${cx},${cy} q4,-3 9,0"/>`);
  }
  parts.push(`<g stroke="${shade(colour, -0.35)}" stroke-width="1.6" fill="none" stroke-linecap="round">${cracks.join('')}</g>`);
  return parts.join('');
}

/** A rusk lying flat: a pale, porous cut face framed by its toasted crust. */
function rusk(canvas: Canvas, x: number, y: number, w: number, colour: string, tilt: number): string {
  const h = w * 0.34;
  const edge = 10;
  const left = x - w / 2;
  const top = y - h / 2;
  const face = linear(canvas, [
    [0, shade(colour, 0.55)],
    [0.5, shade(colour, 0.35)],
    [1, shade(colour, 0.1)],
  ]);
  const pores: string[] = [];
  for (let i = 0; i < 34; i++) {
    pores.push(
      `<ellipse cx="${round(left + between(canvas, 0.08, 0.92) * w)}" cy="${round(top + between(canvas, 0.2, 0.8) * h)}" rx="${round(between(canvas, 1.2, 2.8))}" ry="1.2"/>`,
    );
  }
  return [
    `<g transform="rotate(${tilt} ${x} ${y})">`,
    `<rect x="${left}" y="${top + edge}" width="${w}" height="${h}" rx="${h * 0.35}" fill="${shade(colour, -0.45)}"/>`,
    `<rect x="${left}" y="${top}" width="${w}" height="${h}" rx="${h * 0.35}" fill="${face}" stroke="${shade(colour, -0.2)}" stroke-width="6"/>`,
    `<g fill="${shade(colour, -0.1)}" fill-opacity="0.6" stroke-opacity="0.6">${pores.join('')}</g>`,
    '</g>',
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Scenes

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

function plateScene(
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

function bowlScene(canvas: Canvas, piece: 'ball' | 'disc', colour: string, liquid: string, garnish: Garnish): string {
  const cx = 300;
  const cy = 255;
  const rx = 200;
  const ry = 62;
  const surface = radial(
    canvas,
    [
      [0, shade(liquid, 0.3)],
      [0.75, liquid],
      [1, shade(liquid, -0.25)],
    ],
    0.45,
    0.35,
    0.6,
  );
  const parts = [bowlBack(canvas, 'steel', cx, cy, rx, ry, 120)];
  parts.push(`<ellipse cx="${cx}" cy="${cy + 4}" rx="${rx - 10}" ry="${ry - 8}" fill="${surface}"/>`);
  const spots =
    piece === 'ball'
      ? [
          { x: cx - 95, y: cy - 6 },
          { x: cx + 5, y: cy - 14 },
          { x: cx + 100, y: cy - 4 },
          { x: cx - 45, y: cy + 22 },
          { x: cx + 55, y: cy + 24 },
        ]
      : [
          { x: cx - 90, y: cy - 4 },
          { x: cx + 85, y: cy - 6 },
          { x: cx - 2, y: cy - 16 },
          { x: cx - 10, y: cy + 26 },
        ];
  for (const s of spots) parts.push(pieceInLiquid(canvas, piece, s.x, s.y, colour, liquid));
  if (garnish === 'pistachio' || garnish === 'saffron') {
    parts.push(pistachioSlivers(canvas, cx, cy + 4, rx * 0.6, ry * 0.45, 7));
    parts.push(saffronStrands(canvas, cx, cy + 4, rx * 0.6, ry * 0.45, 7));
  }
  parts.push(
    `<path d="M${cx - rx + 6},${cy + 8} A${rx - 6},${ry - 2} 0 0 0 ${cx + rx - 6},${cy + 8}" stroke="#ffffff" stroke-width="3" fill="none" fill-opacity="0.55" stroke-opacity="0.55"/>`,
  );
  return parts.join('');
}

/** A sweet half sunk in syrup or milk: only the part above the surface shows, ringed by a ripple. */
function pieceInLiquid(canvas: Canvas, piece: 'ball' | 'disc', x: number, y: number, colour: string, liquid: string): string {
  if (piece === 'disc') {
    const r = 54;
    return [
      `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.5}" fill="${radial(
        canvas,
        [
          [0, shade(colour, 0.4)],
          [0.8, colour],
          [1, shade(colour, -0.15)],
        ],
        0.4,
        0.35,
        0.6,
      )}"/>`,
      spongyTexture(canvas, x, y, r * 0.5, colour),
      `<ellipse cx="${x}" cy="${y + 2}" rx="${r + 3}" ry="${r * 0.5 + 3}" fill="none" stroke="${shade(liquid, 0.35)}" stroke-width="3" fill-opacity="0.8" stroke-opacity="0.8"/>`,
    ].join('');
  }
  const r = 46;
  const cutY = y + r * 0.5;
  const clip = clipPath(canvas, `<rect x="${x - r - 2}" y="${y - r - 2}" width="${r * 2 + 4}" height="${r * 1.5 + 2}"/>`);
  return [
    `<g clip-path="${clip}">${ball(canvas, x, y, r, colour, isPale(colour) ? 'spongy' : 'smooth')}</g>`,
    `<ellipse cx="${x}" cy="${round(cutY)}" rx="${r * 0.86}" ry="${r * 0.2}" fill="${liquid}" fill-opacity="0.6" stroke-opacity="0.6"/>`,
    `<path d="M${x - r * 0.9},${round(cutY)} A${r * 0.9},${r * 0.22} 0 0 0 ${x + r * 0.9},${round(cutY)}" stroke="${shade(liquid, 0.5)}" stroke-width="2" fill="none" fill-opacity="0.9" stroke-opacity="0.9"/>`,
  ].join('');
}

function packetScene(
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
  const body = linear(
    canvas,
    [
      [0, shade(pack, -0.2)],
      [0.25, shade(pack, 0.15)],
      [0.6, pack],
      [1, shade(pack, -0.3)],
    ],
    1,
    0,
  );
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
    const a = between(canvas, 0, Math.PI * 2);
    const d = Math.sqrt(canvas.random());
    const x = round(cx + Math.cos(a) * rx * d);
    const y = round(cy + Math.sin(a) * ry * d);
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
    const a = between(canvas, 0, Math.PI * 2);
    const d = Math.sqrt(canvas.random());
    const x = round(cx + Math.cos(a) * rx * d);
    const y = round(cy + Math.sin(a) * ry * d);
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
    const a = between(canvas, 0, Math.PI * 2);
    const d = Math.sqrt(canvas.random()) * 0.85;
    const x = round(cx + Math.cos(a) * rx * d);
    const y = round(cy + Math.sin(a) * ry * d);
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

function giftBoxScene(canvas: Canvas, box: string, ribbon: string, contents: 'sweets' | 'dry-fruits', colours: string[]): string {
  const left = 140;
  const w = 320;
  const frontTop = 268;
  const frontHeight = 92;
  const depth = 120;
  const slant = 40;
  const lidFill = linear(
    canvas,
    [
      [0, shade(box, 0.2)],
      [1, shade(box, -0.2)],
    ],
    1,
    1,
  );
  const frontFill = linear(canvas, [
    [0, shade(box, 0.1)],
    [1, shade(box, -0.25)],
  ]);
  const opening = `M${left},${frontTop} L${left + w},${frontTop} L${left + w + slant},${frontTop - depth} L${left + slant},${frontTop - depth}Z`;
  const parts = [
    groundShadow(canvas, 320, frontTop + frontHeight + 4, 210, 24, 0.45),
    // the lid leans against the back of the box
    `<path d="M${left + 40},${frontTop - depth - 10} L${left + 70},${42} L${left + w + 70},${42} L${left + w + slant},${frontTop - depth - 10}Z" fill="${lidFill}" stroke="${ribbon}" stroke-width="4"/>`,
    `<path d="M${left + w / 2 + 52},${42} L${left + w / 2 + 44},${frontTop - depth - 10}" stroke="${ribbon}" stroke-width="16"/>`,
    mandalaOnLid(left + w / 2 + 54, 96, shade(ribbon, 0.2)),
    `<path d="M${left + w},${frontTop} L${left + w + slant},${frontTop - depth} L${left + w + slant},${frontTop - depth + frontHeight} L${left + w},${frontTop + frontHeight}Z" fill="${shade(box, -0.35)}"/>`,
    `<path d="${opening}" fill="#f6ead0" stroke="${ribbon}" stroke-width="3"/>`,
    boxCompartments(canvas, left, frontTop, w, depth, slant, contents, colours),
    `<rect x="${left}" y="${frontTop}" width="${w}" height="${frontHeight}" fill="${frontFill}"/>`,
    `<rect x="${left}" y="${frontTop + 10}" width="${w}" height="6" fill="${ribbon}"/>`,
    `<rect x="${left}" y="${frontTop + frontHeight - 16}" width="${w}" height="6" fill="${ribbon}"/>`,
    dottedBorder(left + 14, frontTop + 30, w - 28, frontHeight - 58, shade(ribbon, 0.3)),
    bow(left + w / 2, frontTop + frontHeight / 2 + 2, ribbon),
  ];
  return parts.join('');
}

function mandalaOnLid(cx: number, cy: number, colour: string): string {
  const petals: string[] = [];
  for (let i = 0; i < 12; i++)
    petals.push(`<ellipse cx="${cx}" cy="${cy - 20}" rx="5" ry="14" transform="rotate(${i * 30} ${cx} ${cy})"/>`);
  return `<g fill="none" stroke="${colour}" stroke-width="2" fill-opacity="0.8" stroke-opacity="0.8">${petals.join('')}<circle cx="${cx}" cy="${cy}" r="8"/><circle cx="${cx}" cy="${cy}" r="40"/></g>`;
}

function dottedBorder(x: number, y: number, w: number, h: number, colour: string): string {
  const dots: string[] = [];
  for (let i = 0; i <= 24; i++) dots.push(`<circle cx="${round(x + (i * w) / 24)}" cy="${round(y + h / 2)}" r="2.4"/>`);
  return `<g fill="${colour}">${dots.join('')}</g>`;
}

function bow(cx: number, cy: number, ribbon: string): string {
  return [
    `<g fill="${ribbon}" stroke="${shade(ribbon, -0.3)}" stroke-width="1.5">`,
    `<path d="M${cx},${cy} C${cx - 40},${cy - 30} ${cx - 52},${cy + 16} ${cx},${cy}Z"/>`,
    `<path d="M${cx},${cy} C${cx + 40},${cy - 30} ${cx + 52},${cy + 16} ${cx},${cy}Z"/>`,
    `<path d="M${cx - 4},${cy + 4} L${cx - 18},${cy + 34} L${cx - 8},${cy + 30} L${cx - 2},${cy + 38}Z"/>`,
    `<path d="M${cx + 4},${cy + 4} L${cx + 18},${cy + 34} L${cx + 8},${cy + 30} L${cx + 2},${cy + 38}Z"/>`,
    `<circle cx="${cx}" cy="${cy}" r="8"/>`,
    '</g>',
  ].join('');
}

/** Assorted sweets or dry fruits in a 4 × 2 tray, drawn in the box's perspective. */
function boxCompartments(
  canvas: Canvas,
  left: number,
  frontTop: number,
  w: number,
  depth: number,
  slant: number,
  contents: 'sweets' | 'dry-fruits',
  colours: string[],
): string {
  const cells: string[] = [];
  const columns = 4;
  const rowsBackToFront = [1, 0];
  for (const row of rowsBackToFront) {
    for (let col = 0; col < columns; col++) {
      const t = (row + 0.5) / 2;
      const x = left + slant * t + ((col + 0.5) * w) / columns;
      const y = frontTop - depth * t;
      const colour = colours[(row * columns + col) % colours.length] ?? '#e0b060';
      cells.push(
        `<rect x="${round(x - w / columns / 2 + 5)}" y="${round(y - depth / 4 + 4)}" width="${round(w / columns - 10)}" height="${round(depth / 2 - 8)}" rx="6" fill="#e9d6ae" stroke="#c9a66b" stroke-width="1.5"/>`,
      );
      cells.push(
        contents === 'sweets'
          ? assortedSweet(canvas, x, y + 4, colour, row * columns + col)
          : dryFruitCluster(canvas, x, y + 2, colour, row * columns + col),
      );
    }
  }
  return cells.join('');
}

function assortedSweet(canvas: Canvas, x: number, y: number, colour: string, index: number): string {
  switch (index % 4) {
    case 0:
      return ball(canvas, x - 14, y + 2, 15, colour, 'boondi') + ball(canvas, x + 14, y + 4, 15, colour, 'boondi');
    case 1:
      return diamond(canvas, x - 4, y - 4, 50, colour, 'silver') + diamond(canvas, x + 6, y + 10, 50, colour, 'silver');
    case 2:
      return block(canvas, x - 10, y + 2, 36, colour, undefined, 'pistachio', false);
    default:
      return disc(canvas, x - 14, y, 16, colour, 'dent', 'none') + disc(canvas, x + 14, y + 4, 16, colour, 'dent', 'none');
  }
}

function dryFruitCluster(canvas: Canvas, x: number, y: number, colour: string, index: number): string {
  const nuts: string[] = [];
  for (let i = 0; i < 9; i++) {
    const nx = round(x + between(canvas, -24, 24));
    const ny = round(y + between(canvas, -12, 12));
    const angle = Math.round(between(canvas, 0, 180));
    const kind = index % 4;
    if (kind === 0)
      nuts.push(
        `<path d="M${nx - 9},${ny} C${nx - 9},${ny - 12} ${nx + 9},${ny - 12} ${nx + 9},${ny} C${nx + 5},${ny - 6} ${nx - 5},${ny - 6} ${nx - 9},${ny}Z" fill="${colour}" stroke="${shade(colour, -0.25)}" stroke-width="1" transform="rotate(${angle} ${nx} ${ny})"/>`,
      );
    else
      nuts.push(
        `<ellipse cx="${nx}" cy="${ny}" rx="${kind === 3 ? 5 : 9}" ry="${kind === 3 ? 4.5 : 5}" fill="${colour}" stroke="${shade(colour, -0.3)}" stroke-width="1" transform="rotate(${angle} ${nx} ${ny})"/>`,
      );
  }
  return nuts.join('');
}

function sackScene(canvas: Canvas, grain: 'rice' | 'flour', colour: string): string {
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
    `<path d="M${cx - 112},${top} C${cx - 60},${top - 48} ${cx + 60},${top - 48} ${cx + 112},${top} A114,28 0 0 1 ${cx - 112},${top}Z" fill="${radial(
      canvas,
      [
        [0, shade(colour, 0.4)],
        [1, colour],
      ],
      0.4,
      0.3,
    )}"/>`,
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
    const a = between(canvas, 0, Math.PI * 2);
    const d = Math.sqrt(canvas.random());
    const x = round(cx + Math.cos(a) * rx * d);
    const y = round(cy + Math.sin(a) * ry * d);
    grains.push(
      `<ellipse cx="${x}" cy="${y}" rx="6" ry="1.9" transform="rotate(${Math.round(between(canvas, 0, 180))} ${x} ${y})"/>`,
    );
  }
  return `<g fill="${shade(colour, 0.6)}" stroke="${shade(colour, -0.2)}" stroke-width="0.6">${grains.join('')}</g>`;
}

function flourSpeckles(canvas: Canvas, cx: number, cy: number, rx: number, ry: number, colour: string): string {
  const specks: string[] = [];
  for (let i = 0; i < 50; i++) {
    const a = between(canvas, 0, Math.PI * 2);
    const d = Math.sqrt(canvas.random());
    specks.push(
      `<circle cx="${round(cx + Math.cos(a) * rx * d)}" cy="${round(cy + Math.sin(a) * ry * d)}" r="${round(between(canvas, 0.8, 1.8))}"/>`,
    );
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
    `<path d="M${cx - 56},${cy - 16} C${cx - 36},${cy - 52} ${cx + 36},${cy - 52} ${cx + 56},${cy - 16} A56,13 0 0 1 ${cx - 56},${cy - 16}Z" fill="${radial(
      canvas,
      [
        [0, shade(colour, 0.45)],
        [1, colour],
      ],
      0.4,
      0.3,
    )}"/>`,
    grain === 'rice' ? riceGrains(canvas, cx, cy - 26, 46, 12, colour, 30) : flourSpeckles(canvas, cx, cy - 26, 46, 10, colour),
    grain === 'rice'
      ? riceGrains(canvas, cx - 110, cy + 22, 40, 8, colour, 12)
      : `<ellipse cx="${cx - 100}" cy="${cy + 22}" rx="34" ry="8" fill="${colour}" fill-opacity="0.8" stroke-opacity="0.8"/>`,
  ].join('');
}

function heapScene(canvas: Canvas, texture: 'lentils' | 'powder' | 'beans', colour: string, spiceAccents: boolean): string {
  const cx = 300;
  const cy = 272;
  const rx = 175;
  const ry = 52;
  const dome = `M${cx - rx + 10},${cy} C${cx - rx + 40},${cy - 150} ${cx + rx - 40},${cy - 150} ${cx + rx - 10},${cy} A${rx - 10},${ry - 6} 0 0 1 ${cx - rx + 10},${cy}Z`;
  const fill = radial(
    canvas,
    [
      [0, shade(colour, 0.35)],
      [0.7, colour],
      [1, shade(colour, -0.25)],
    ],
    0.4,
    0.3,
    0.7,
  );
  const parts = [
    bowlBack(canvas, 'brass', cx, cy, rx, ry, 95),
    `<ellipse cx="${cx}" cy="${cy + 2}" rx="${rx - 8}" ry="${ry - 6}" fill="${shade(colour, -0.3)}"/>`,
    `<path d="${dome}" fill="${fill}"/>`,
    `<g clip-path="${clipPath(canvas, `<path d="${dome}"/>`)}">${heapTexture(canvas, texture, cx, cy - 50, rx, 110, colour)}</g>`,
    `<path d="M${cx - rx + 10},${cy + 6} A${rx - 10},${ry - 4} 0 0 0 ${cx + rx - 10},${cy + 6}" stroke="#fbe3a1" stroke-width="3" fill="none" fill-opacity="0.7" stroke-opacity="0.7"/>`,
    scatteredBits(canvas, texture, colour),
  ];
  if (spiceAccents) parts.push(cinnamonStick(92, 372), starAnise(512, 380));
  return parts.join('');
}

function heapTexture(
  canvas: Canvas,
  texture: 'lentils' | 'powder' | 'beans',
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: string,
): string {
  const bits: string[] = [];
  const count = texture === 'powder' ? 160 : texture === 'lentils' ? 230 : 70;
  for (let i = 0; i < count; i++) {
    const x = round(cx + between(canvas, -rx, rx));
    const y = round(cy + between(canvas, -ry * 0.6, ry * 0.5));
    const lit = shade(colour, between(canvas, -0.2, 0.3));
    if (texture === 'powder')
      bits.push(
        `<circle cx="${x}" cy="${y}" r="${round(between(canvas, 0.6, 1.6))}" fill="${shade(colour, between(canvas, -0.35, 0.35))}"/>`,
      );
    else if (texture === 'lentils')
      bits.push(
        `<ellipse cx="${x}" cy="${y}" rx="6" ry="4.6" fill="${lit}" stroke="${shade(colour, -0.3)}" stroke-width="0.7"/>`,
      );
    else bits.push(bean(canvas, x, y, lit));
  }
  return bits.join('');
}

function bean(canvas: Canvas, x: number, y: number, colour: string): string {
  return `<path d="M${x - 11},${y} C${x - 11},${y - 10} ${x + 11},${y - 10} ${x + 11},${y} C${x + 11},${y + 7} ${x + 3},${y + 3} ${x},${y + 4} C${x - 3},${y + 5} ${x - 11},${y + 7} ${x - 11},${y}Z" fill="${colour}" stroke="${shade(colour, -0.35)}" stroke-width="0.8" transform="rotate(${Math.round(between(canvas, 0, 180))} ${x} ${y})"/>`;
}

function scatteredBits(canvas: Canvas, texture: 'lentils' | 'powder' | 'beans', colour: string): string {
  if (texture === 'powder') {
    return `<ellipse cx="470" cy="388" rx="48" ry="10" fill="${radial(canvas, [
      [0, colour],
      [0.7, colour, 0.85],
      [1, colour, 0],
    ])}"/>`;
  }
  const bits: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = round(between(canvas, 420, 540));
    const y = round(between(canvas, 380, 420));
    bits.push(
      texture === 'lentils'
        ? `<ellipse cx="${x}" cy="${y}" rx="6" ry="4.6" fill="${colour}" stroke="${shade(colour, -0.3)}" stroke-width="0.7"/>`
        : bean(canvas, x, y, colour),
    );
  }
  return bits.join('');
}

function cinnamonStick(x: number, y: number): string {
  return `<g transform="rotate(-14 ${x} ${y})"><rect x="${x - 60}" y="${y - 9}" width="120" height="18" rx="8" fill="#8b4a23"/><rect x="${x - 60}" y="${y - 9}" width="120" height="6" rx="3" fill="#a9643a"/><ellipse cx="${x - 60}" cy="${y}" rx="5" ry="9" fill="#5e2f13"/></g>`;
}

function starAnise(cx: number, cy: number): string {
  const points: string[] = [];
  for (let i = 0; i < 8; i++)
    points.push(`<ellipse cx="${cx}" cy="${cy - 14}" rx="6" ry="14" transform="rotate(${i * 45} ${cx} ${cy})"/>`);
  return `<g fill="#6b3416" stroke="#3f1d0a" stroke-width="1">${points.join('')}<circle cx="${cx}" cy="${cy}" r="5" fill="#a36a3c"/></g>`;
}

function jarScene(canvas: Canvas, colour: string, lid: string): string {
  const cx = 255;
  const top = 120;
  const bottom = 380;
  const w = 190;
  const content = linear(
    canvas,
    [
      [0, shade(colour, 0.2)],
      [1, shade(colour, -0.15)],
    ],
    1,
    0,
  );
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
    `<ellipse cx="${cx}" cy="${cy + 2}" rx="72" ry="18" fill="${radial(
      canvas,
      [
        [0, shade(colour, 0.45)],
        [1, colour],
      ],
      0.4,
      0.3,
    )}"/>`,
    `<path d="M${cx + 10},${cy - 4} L${cx + 70},${cy - 70}" stroke="#b9bec6" stroke-width="7" stroke-linecap="round"/>`,
    `<ellipse cx="${cx + 4}" cy="${cy}" rx="16" ry="6" fill="#c9ccd1"/>`,
  ].join('');
}

function bottleScene(canvas: Canvas, colour: string, cap: string): string {
  const cx = 250;
  const bottom = 385;
  const outline = `M${cx - 26},${60} L${cx + 26},${60} L${cx + 26},${120} C${cx + 26},${150} ${cx + 80},${160} ${cx + 80},${205} L${cx + 80},${bottom - 20} Q${cx + 80},${bottom} ${cx + 60},${bottom} L${cx - 60},${bottom} Q${cx - 80},${bottom} ${cx - 80},${bottom - 20} L${cx - 80},${205} C${cx - 80},${160} ${cx - 26},${150} ${cx - 26},${120}Z`;
  const oil = linear(
    canvas,
    [
      [0, shade(colour, -0.25)],
      [0.35, shade(colour, 0.25)],
      [0.7, colour],
      [1, shade(colour, -0.35)],
    ],
    1,
    0,
  );
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
    `<ellipse cx="${cx}" cy="${cy + 2}" rx="72" ry="18" fill="${radial(
      canvas,
      [
        [0, shade(colour, 0.5)],
        [1, colour],
      ],
      0.35,
      0.3,
    )}"/>`,
    `<ellipse cx="${cx - 20}" cy="${cy - 3}" rx="22" ry="4" fill="#ffffff" fill-opacity="0.45" stroke-opacity="0.45"/>`,
    `<g fill="#5a3414" stroke="#2e1a08" stroke-width="0.5">${seeds.join('')}</g>`,
  ].join('');
}

function cakeScene(canvas: Canvas, colour: string, fruit: string[]): string {
  const crust = linear(canvas, [
    [0, shade(colour, 0.1)],
    [0.5, colour],
    [1, shade(colour, -0.35)],
  ]);
  const loaf = 'M105,312 L105,234 Q105,198 142,196 L298,196 Q335,198 335,234 L335,312Z';
  const slices = [0, 1, 2].map((i) => cakeSlice(canvas, 350 + i * 44, 322 - i * 4, -10 + i * 9, colour, fruit)).join('');
  return [
    woodenBoard(canvas, 300, 312, 235, 44),
    `<path d="${loaf}" fill="${crust}" stroke="${shade(colour, -0.35)}" stroke-width="2"/>`,
    `<path d="M122,214 Q220,190 318,214" stroke="${shade(colour, 0.35)}" stroke-width="8" stroke-linecap="round" fill="none" fill-opacity="0.6" stroke-opacity="0.6"/>`,
    `<path d="M140,204 q20,-8 40,0 t40,0 t40,0 t40,0" stroke="${shade(colour, -0.4)}" stroke-width="2" fill="none" fill-opacity="0.6" stroke-opacity="0.6"/>`,
    almondSlivers(canvas, 220, 204, 90, 4, 6),
    slices,
  ].join('');
}

/** One slice standing on its edge, crumb facing us, fanned like a hand of cards. */
function cakeSlice(canvas: Canvas, left: number, bottom: number, tilt: number, colour: string, fruit: string[]): string {
  const w = 92;
  const h = 104;
  const top = bottom - h;
  const face = `M${left},${bottom} L${left},${top + 24} Q${left},${top} ${left + 24},${top} L${left + w - 24},${top} Q${left + w},${top} ${left + w},${top + 24} L${left + w},${bottom}Z`;
  return [
    `<g transform="rotate(${tilt} ${left + w / 2} ${bottom})">`,
    `<path d="${face}" fill="${shade(colour, 0.5)}" stroke="${shade(colour, -0.25)}" stroke-width="6" stroke-linejoin="round"/>`,
    `<g clip-path="${clipPath(canvas, `<path d="${face}"/>`)}">${tuttiFrutti(canvas, left + w / 2, top + h / 2 + 4, w / 2 - 8, h / 2 - 12, fruit, 16)}</g>`,
    '</g>',
  ].join('');
}

function tuttiFrutti(
  canvas: Canvas,
  cx: number,
  cy: number,
  spreadX: number,
  spreadY: number,
  fruit: string[],
  count: number,
): string {
  const bits: string[] = [];
  for (let i = 0; i < count; i++) {
    const colour = fruit[i % Math.max(1, fruit.length)] ?? '#d62828';
    bits.push(
      `<rect x="${round(cx + between(canvas, -spreadX, spreadX))}" y="${round(cy + between(canvas, -spreadY, spreadY))}" width="${round(between(canvas, 5, 9))}" height="${round(between(canvas, 4, 7))}" rx="2" fill="${colour}"/>`,
    );
  }
  return bits.join('');
}
