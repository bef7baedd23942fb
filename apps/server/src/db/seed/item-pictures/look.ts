// What an item's picture shows, as the demo catalogue describes it.

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
