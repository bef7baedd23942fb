import type { ItemType } from '@halwai/domain';
import type { Backdrop, Look } from './item-pictures.js';

/**
 * The demo shop: what a neighbourhood mithai-and-namkeen shop in North India would stock.
 * Prices are in whole rupees here (easy to read and to check against a real shop's board)
 * and become paise when seeded. Order matters: it is the display order.
 */

export interface DemoVariant {
  label: string;
  rupees: number;
}

export interface DemoItem {
  name: string;
  itemType: ItemType;
  description: string;
  variants: readonly [DemoVariant, ...DemoVariant[]];
  discountPercent?: number;
  unavailable?: true;
  featured?: true;
  look: Look;
}

export interface DemoSubcategory {
  name: string;
  items: readonly DemoItem[];
}

export interface DemoCategory {
  name: string;
  backdrop: Backdrop;
  subcategories: readonly DemoSubcategory[];
}

/** What sets an item apart from the ordinary: a discount, sold out today, shown on the home page. */
type Extras = Pick<DemoItem, 'discountPercent' | 'unavailable' | 'featured'>;

/** Loose sweets are sold by weight; a shop rounds the smaller packs to a tidy ₹5. */
function perKilo(rupeesPerKilo: number): [DemoVariant, DemoVariant, DemoVariant] {
  const tidy = (rupees: number): number => Math.round(rupees / 5) * 5;
  return [
    { label: '250 g', rupees: tidy(rupeesPerKilo / 4) },
    { label: '500 g', rupees: tidy(rupeesPerKilo / 2) },
    { label: '1 kg', rupees: rupeesPerKilo },
  ];
}

function byKilo(name: string, rupeesPerKilo: number, description: string, look: Look, extra: Extras = {}): DemoItem {
  return { name, itemType: 'ByKilo', description, variants: perKilo(rupeesPerKilo), look, ...extra };
}

/** Fresh pieces: one to taste, or a box for the family. */
function byPieces(
  name: string,
  rupees: readonly [one: number, six: number, twelve: number],
  description: string,
  look: Look,
  extra: Extras = {},
): DemoItem {
  const [one, six, twelve] = rupees;
  return {
    name,
    itemType: 'ByPieces',
    description,
    variants: [
      { label: '1 piece', rupees: one },
      { label: 'Box of 6', rupees: six },
      { label: 'Box of 12', rupees: twelve },
    ],
    look,
    ...extra,
  };
}

function byPackets(
  name: string,
  variants: DemoItem['variants'],
  description: string,
  look: Look,
  extra: Extras = {},
): DemoItem {
  return { name, itemType: 'ByPackets', description, variants, look, ...extra };
}

const grams = (small: number, smallRupees: number, large: number, largeRupees: number): DemoItem['variants'] => [
  { label: `${small} g packet`, rupees: smallRupees },
  { label: `${large} g packet`, rupees: largeRupees },
];

const boxes = (small: string, smallRupees: number, large: string, largeRupees: number): DemoItem['variants'] => [
  { label: `${small} box`, rupees: smallRupees },
  { label: `${large} box`, rupees: largeRupees },
];

export const DEMO_CATALOGUE: readonly DemoCategory[] = [
  {
    name: 'Bengali Sweets',
    backdrop: { light: '#fdf1dc', deep: '#efc083' },
    subcategories: [
      {
        name: 'Rasgulla & Rasmalai',
        items: [
          byKilo('Rasgulla', 300, 'Soft, spongy chhena balls soaked in light sugar syrup, just as they make them in Kolkata.', {
            scene: 'bowl',
            piece: 'ball',
            colour: '#fbf7ec',
            liquid: '#f1e2b8',
          }),
          byPieces(
            'Rasmalai',
            [45, 260, 500],
            'Flattened chhena patties resting in thickened saffron milk, topped with pistachio slivers.',
            {
              scene: 'bowl',
              piece: 'disc',
              colour: '#fbf1d6',
              liquid: '#f5d58f',
              garnish: 'pistachio',
            },
            { featured: true },
          ),
          byKilo('Cham Cham', 480, 'Oval chhena sweets glazed in syrup and rolled in fresh mawa, with a creamy filling.', {
            scene: 'plate',
            piece: 'roll',
            colour: '#f4a9b8',
            accent: '#fff4dc',
            plate: 'steel',
          }),
        ],
      },
      {
        name: 'Sandesh',
        items: [
          byKilo('Kesar Sandesh', 640, 'Delicate pressed chhena sweets scented with saffron and cardamom, barely sweet.', {
            scene: 'plate',
            piece: 'flower-disc',
            colour: '#f6d894',
            garnish: 'saffron',
          }),
          byPieces(
            'Nolen Gur Sandesh',
            [35, 200, 390],
            'A winter classic of fresh chhena sweetened with smoky date-palm jaggery.',
            {
              scene: 'plate',
              piece: 'flower-disc',
              colour: '#c98a4b',
              plate: 'steel',
            },
            { unavailable: true },
          ),
        ],
      },
      {
        name: 'Gulab Jamun & Kala Jamun',
        items: [
          byKilo('Gulab Jamun', 360, 'Khoya dumplings fried slow to a deep brown and steeped in rose-cardamom syrup.', {
            scene: 'bowl',
            piece: 'ball',
            colour: '#6e2c10',
            liquid: '#d89a3c',
          }),
          byKilo('Kala Jamun', 400, 'Darker, richer jamuns with a caramelised crust and a juicy centre, rolled in coconut.', {
            scene: 'plate',
            piece: 'ball',
            colour: '#3b1a0c',
            garnish: 'coconut',
          }),
        ],
      },
    ],
  },
  {
    name: 'Dry Fruit Sweets',
    backdrop: { light: '#f7ecdc', deep: '#cda27a' },
    subcategories: [
      {
        name: 'Kaju Sweets',
        items: [
          byKilo(
            'Kaju Katli',
            1100,
            'Thin diamonds of ground cashew and sugar, finished with edible silver varq.',
            {
              scene: 'plate',
              piece: 'diamond',
              colour: '#ece0c6',
              garnish: 'silver',
            },
            { featured: true },
          ),
          byKilo(
            'Kaju Kesar Katli',
            1200,
            'Our kaju katli infused with Kashmiri saffron for a golden colour and gentle aroma.',
            {
              scene: 'plate',
              piece: 'diamond',
              colour: '#f2c874',
              garnish: 'pistachio',
            },
            { discountPercent: 10 },
          ),
          byKilo('Kaju Pista Roll', 1400, 'Cashew dough rolled around a bright pistachio centre and wrapped in silver varq.', {
            scene: 'plate',
            piece: 'roll',
            colour: '#eee2c6',
            accent: '#7fb241',
            garnish: 'silver',
            plate: 'steel',
          }),
        ],
      },
      {
        name: 'Badam & Pista',
        items: [
          byKilo('Badam Katli', 1300, 'Blanched almonds ground fine and set into melt-in-the-mouth diamonds.', {
            scene: 'plate',
            piece: 'diamond',
            colour: '#f0d8ac',
            garnish: 'almond',
            plate: 'steel',
          }),
          byKilo('Pista Lauj', 1800, 'A rare Mughal-era sweet of pure pistachio paste, rich, green and fragrant.', {
            scene: 'plate',
            piece: 'diamond',
            colour: '#a8c46a',
            garnish: 'silver',
          }),
        ],
      },
      {
        name: 'Anjeer & Khajur',
        items: [
          byKilo('Anjeer Barfi', 1500, 'Figs, dates and chopped nuts pressed into squares with no added sugar.', {
            scene: 'plate',
            piece: 'cube',
            colour: '#8e5a38',
            garnish: 'pistachio',
          }),
          byKilo('Khajur Dry Fruit Roll', 900, 'Soft dates rolled around almonds, cashews and pistachios, sliced to order.', {
            scene: 'plate',
            piece: 'roll',
            colour: '#5e2f16',
            accent: '#d9b57e',
            plate: 'steel',
          }),
        ],
      },
    ],
  },
  {
    name: 'Laddoos',
    backdrop: { light: '#ffeac4', deep: '#f3a440' },
    subcategories: [
      {
        name: 'Classic Laddoos',
        items: [
          byKilo(
            'Motichoor Laddoo',
            480,
            'Tiny pearls of gram-flour boondi fried in pure ghee and bound with saffron syrup.',
            {
              scene: 'plate',
              piece: 'boondi-ball',
              colour: '#f59a1b',
              garnish: 'pistachio',
            },
            { featured: true },
          ),
          byKilo('Besan Laddoo', 520, 'Gram flour roasted slowly in ghee until nutty, with cardamom and almond slivers.', {
            scene: 'plate',
            piece: 'ball',
            colour: '#deaa4f',
            garnish: 'almond',
            plate: 'steel',
          }),
          byKilo(
            'Boondi Laddoo',
            400,
            'The temple-style laddoo: crunchy golden boondi with cloves, raisins and cashews.',
            {
              scene: 'plate',
              piece: 'boondi-ball',
              colour: '#f2b51c',
            },
            { discountPercent: 10 },
          ),
        ],
      },
      {
        name: 'Special Laddoos',
        items: [
          byKilo('Dry Fruit Laddoo', 1200, 'Dates, figs and roasted nuts rolled by hand, sweetened only by the fruit.', {
            scene: 'plate',
            piece: 'boondi-ball',
            colour: '#7a4526',
            garnish: 'almond',
            plate: 'steel',
          }),
          byPieces('Coconut Laddoo', [20, 110, 210], 'Fresh grated coconut cooked with condensed milk and a hint of cardamom.', {
            scene: 'plate',
            piece: 'ball',
            colour: '#f6eedb',
            garnish: 'coconut',
          }),
          byKilo(
            'Gond Laddoo',
            800,
            'A warming winter laddoo of edible gum, whole wheat, ghee and dry fruits.',
            {
              scene: 'plate',
              piece: 'boondi-ball',
              colour: '#b8773b',
              plate: 'steel',
            },
            { unavailable: true },
          ),
        ],
      },
    ],
  },
  {
    name: 'Barfi & Peda',
    backdrop: { light: '#fcefe6', deep: '#e4a58d' },
    subcategories: [
      {
        name: 'Barfi',
        items: [
          byKilo('Kalakand', 560, 'Grainy, moist milk cake made from slow-reduced milk and chhena, topped with pistachio.', {
            scene: 'plate',
            piece: 'cube',
            colour: '#f3e9cc',
            garnish: 'pistachio',
          }),
          byKilo('Coconut Barfi', 480, 'Two-layer squares of fresh coconut and milk, one layer blushing pink.', {
            scene: 'plate',
            piece: 'cube',
            colour: '#fbf4e4',
            accent: '#f3aec0',
            plate: 'steel',
          }),
          byKilo('Chocolate Barfi', 600, 'Creamy milk barfi layered with rich cocoa, a favourite with children.', {
            scene: 'plate',
            piece: 'cube',
            colour: '#efe1c3',
            accent: '#5b321b',
          }),
          byKilo('Milk Cake', 560, 'Alwar-style milk cake with a caramel-brown heart and a soft, grainy bite.', {
            scene: 'plate',
            piece: 'cube',
            colour: '#e2b26d',
            accent: '#b97435',
            plate: 'steel',
          }),
        ],
      },
      {
        name: 'Peda',
        items: [
          byKilo(
            'Kesar Peda',
            640,
            'Soft khoya pedas perfumed with saffron and crowned with a pistachio sliver.',
            {
              scene: 'plate',
              piece: 'disc',
              colour: '#f5c25a',
              garnish: 'pistachio',
            },
            { featured: true },
          ),
          byKilo('Mathura Peda', 560, 'Khoya roasted until brown and caramelised, rolled in powdered sugar, as in Mathura.', {
            scene: 'plate',
            piece: 'disc',
            colour: '#b9783f',
            plate: 'steel',
          }),
          byKilo(
            'Dharwad Peda',
            600,
            'The dark, fudgy peda of Dharwad, cooked for hours with milk and sugar.',
            {
              scene: 'plate',
              piece: 'disc',
              colour: '#87491f',
            },
            { discountPercent: 5 },
          ),
        ],
      },
      {
        name: 'Soan Papdi',
        items: [
          byPackets(
            'Soan Papdi',
            boxes('250 g', 120, '500 g', 220),
            'Flaky, melt-in-the-mouth layers of gram flour and ghee, spun by hand.',
            {
              scene: 'plate',
              piece: 'flaky-cube',
              colour: '#f1d59a',
              garnish: 'pistachio',
            },
            { discountPercent: 15 },
          ),
          byPackets(
            'Chocolate Soan Papdi',
            boxes('250 g', 140, '500 g', 260),
            'The classic flaky soan papdi with a rich cocoa twist.',
            {
              scene: 'plate',
              piece: 'flaky-cube',
              colour: '#8a5634',
              plate: 'steel',
            },
          ),
        ],
      },
    ],
  },
  {
    name: 'Namkeen & Snacks',
    backdrop: { light: '#fff1c9', deep: '#e8ae48' },
    subcategories: [
      {
        name: 'Bhujia & Sev',
        items: [
          byPackets(
            'Aloo Bhujia',
            [
              { label: '200 g packet', rupees: 60 },
              { label: '400 g packet', rupees: 110 },
              { label: '1 kg packet', rupees: 260 },
            ],
            'Crisp potato and gram-flour strands spiced with mint and black pepper.',
            {
              scene: 'packet',
              filling: 'squiggles',
              colour: '#e3a232',
              pack: '#f2c230',
              band: '#c0392b',
            },
            { featured: true },
          ),
          byPackets(
            'Bikaneri Bhujia',
            grams(200, 65, 400, 120),
            'Fine moth-bean bhujia from Bikaner, sharp with black pepper and cloves.',
            {
              scene: 'packet',
              filling: 'squiggles',
              colour: '#d7962a',
              pack: '#c0392b',
              band: '#f2c230',
            },
          ),
          byPackets(
            'Ratlami Sev',
            grams(200, 60, 400, 110),
            'Thick, fiery sev from Ratlam with cloves and asafoetida, perfect with chai.',
            {
              scene: 'packet',
              filling: 'squiggles',
              colour: '#c7801c',
              pack: '#2e7d32',
              band: '#f2c230',
            },
            { discountPercent: 10 },
          ),
        ],
      },
      {
        name: 'Mixtures',
        items: [
          byPackets(
            'Navratan Mixture',
            grams(200, 70, 400, 130),
            'Nine crunchy things in one packet: sev, boondi, peanuts, lentils and curry leaves.',
            {
              scene: 'packet',
              filling: 'mixture',
              colour: '#e2a232',
              accent: '#a0522d',
              pack: '#6a1b9a',
              band: '#f2c230',
            },
          ),
          byPackets(
            'Khatta Meetha',
            grams(200, 65, 400, 120),
            'Sweet, sour and spicy mixture with raisins and fried lentils.',
            {
              scene: 'packet',
              filling: 'mixture',
              colour: '#efb63e',
              accent: '#8b3a2a',
              pack: '#e65100',
              band: '#fff3c4',
            },
          ),
          byPackets(
            'Poha Chivda',
            grams(200, 60, 400, 110),
            'Light roasted poha flakes tossed with peanuts, curry leaves and turmeric.',
            {
              scene: 'packet',
              filling: 'mixture',
              colour: '#f0d98a',
              accent: '#b5652d',
              pack: '#00897b',
              band: '#fff3c4',
            },
          ),
        ],
      },
      {
        name: 'Chips',
        items: [
          byPackets(
            'Kerala Banana Chips',
            grams(200, 80, 400, 150),
            'Thin raw-banana slices fried in coconut oil with a pinch of salt.',
            {
              scene: 'packet',
              filling: 'chips',
              colour: '#f4cf3a',
              accent: '#c9a227',
              pack: '#1b5e20',
              band: '#f2c230',
            },
          ),
          byPackets(
            'Masala Potato Chips',
            [
              { label: 'Pack of 1', rupees: 50 },
              { label: 'Pack of 3', rupees: 140 },
            ],
            'Crunchy ridged potato chips dusted with tangy chaat masala.',
            {
              scene: 'packet',
              filling: 'chips',
              colour: '#eeb04a',
              accent: '#c0392b',
              pack: '#b71c1c',
              band: '#ffd54f',
            },
            { discountPercent: 20 },
          ),
        ],
      },
      {
        name: 'Samosa & Kachori',
        items: [
          byPieces(
            'Punjabi Samosa',
            [20, 110, 210],
            'Flaky pastry stuffed with spiced potatoes and peas, served with tamarind chutney.',
            {
              scene: 'plate',
              piece: 'samosa',
              colour: '#d99440',
              plate: 'leaf',
            },
          ),
          byPieces(
            'Khasta Kachori',
            [25, 140, 270],
            'Puffed, crisp kachori filled with spicy moong dal, best eaten warm.',
            {
              scene: 'plate',
              piece: 'kachori',
              colour: '#d08a36',
              plate: 'leaf',
            },
            { unavailable: true },
          ),
        ],
      },
    ],
  },
  {
    name: 'Bakery & Cookies',
    backdrop: { light: '#f8ecdc', deep: '#d5a26c' },
    subcategories: [
      {
        name: 'Cookies & Nankhatai',
        items: [
          byPackets(
            'Nankhatai',
            boxes('250 g', 140, '500 g', 260),
            'Crumbly ghee shortbread with cardamom, baked till the tops crack.',
            {
              scene: 'plate',
              piece: 'cookie',
              colour: '#f0c879',
              garnish: 'almond',
            },
          ),
          byPackets(
            'Atta Jaggery Cookies',
            boxes('250 g', 120, '500 g', 220),
            'Whole-wheat cookies sweetened with jaggery, a wholesome tea-time bite.',
            {
              scene: 'plate',
              piece: 'cookie',
              colour: '#b8773a',
              plate: 'steel',
            },
          ),
          byPackets(
            'Coconut Cookies',
            boxes('250 g', 130, '500 g', 240),
            'Golden butter cookies full of toasted coconut.',
            {
              scene: 'plate',
              piece: 'cookie',
              colour: '#efd39a',
              garnish: 'coconut',
              plate: 'board',
            },
            { discountPercent: 10 },
          ),
        ],
      },
      {
        name: 'Rusks & Toast',
        items: [
          byPackets(
            'Cake Rusk',
            grams(300, 110, 600, 200),
            'Twice-baked slices of sponge cake, crisp enough to dunk in chai.',
            {
              scene: 'plate',
              piece: 'rusk',
              colour: '#d8973f',
              plate: 'board',
            },
          ),
          byPackets(
            'Suji Elaichi Rusk',
            grams(300, 70, 600, 130),
            'Semolina rusks with cardamom, crunchy and lightly sweet.',
            {
              scene: 'plate',
              piece: 'rusk',
              colour: '#c98d4a',
            },
          ),
        ],
      },
      {
        name: 'Cakes',
        items: [
          byPackets(
            'Dry Fruit Cake',
            [
              { label: 'Pack of 1', rupees: 250 },
              { label: 'Pack of 2', rupees: 480 },
            ],
            'A moist 400 g loaf studded with tutti-frutti, cashews and raisins.',
            {
              scene: 'cake',
              colour: '#c17c35',
              fruit: ['#d62828', '#2a9d3a', '#f4a261', '#f1c40f'],
            },
          ),
          byPackets(
            'Eggless Plum Cake',
            [
              { label: 'Pack of 1', rupees: 300 },
              { label: 'Pack of 2', rupees: 580 },
            ],
            'Dark, spiced plum cake with rum-soaked fruit flavour and no eggs.',
            {
              scene: 'cake',
              colour: '#6e3b1e',
              fruit: ['#9b1d2a', '#e9c46a', '#2a9d3a'],
            },
            { discountPercent: 15 },
          ),
        ],
      },
    ],
  },
  {
    name: 'Festive Gift Boxes',
    backdrop: { light: '#fde4df', deep: '#d8766a' },
    subcategories: [
      {
        name: 'Diwali Boxes',
        items: [
          byPackets(
            'Assorted Mithai Box',
            boxes('500 g', 450, '1 kg', 850),
            'Laddoos, kaju katli, barfi and peda in one handsome box for the festive season.',
            {
              scene: 'gift-box',
              box: '#8e1b2c',
              ribbon: '#e8b339',
              contents: 'sweets',
              colours: ['#f59a1b', '#ece0c6', '#f3e9cc', '#f5c25a', '#deaa4f', '#a8c46a', '#efe1c3', '#b9783f'],
            },
            { featured: true },
          ),
          byPackets(
            'Royal Dry Fruit Box',
            boxes('500 g', 950, '1 kg', 1800),
            'Premium cashews, almonds, pistachios and raisins in a velvet-lined gift box.',
            {
              scene: 'gift-box',
              box: '#3b2a6b',
              ribbon: '#e8b339',
              contents: 'dry-fruits',
              colours: ['#f1dcb5', '#b5773e', '#8cc04a', '#5a1f2a'],
            },
            { discountPercent: 10 },
          ),
        ],
      },
      {
        name: 'Shagun & Puja',
        items: [
          byPieces(
            'Shagun Mithai Box',
            [45, 270, 520],
            'Individually chosen sweets for weddings and celebrations, packed in a gold-trimmed box.',
            {
              scene: 'gift-box',
              box: '#b71c1c',
              ribbon: '#f2c230',
              contents: 'sweets',
              colours: ['#f2b51c', '#ece0c6', '#fbf4e4', '#87491f', '#f59a1b', '#f2c874', '#f3e9cc', '#f5c25a'],
            },
          ),
          byPackets(
            'Puja Prasad Box',
            boxes('250 g', 150, '500 g', 280),
            'Boondi laddoos, peda and mishri, packed fresh for puja and temple offerings.',
            {
              scene: 'gift-box',
              box: '#e07b00',
              ribbon: '#b71c1c',
              contents: 'sweets',
              colours: ['#f2b51c', '#fbf4e4', '#f5c25a', '#b9783f'],
            },
          ),
        ],
      },
    ],
  },
  {
    name: 'Grocery Staples',
    backdrop: { light: '#f1f3dd', deep: '#bcc487' },
    subcategories: [
      {
        name: 'Atta & Rice',
        items: [
          byPackets(
            'Chakki Fresh Atta',
            [
              { label: '5 kg bag', rupees: 280 },
              { label: '10 kg bag', rupees: 540 },
            ],
            'Whole-wheat flour stone-ground at the chakki for soft, fluffy rotis.',
            {
              scene: 'sack',
              grain: 'flour',
              colour: '#eee0c2',
            },
          ),
          byPackets(
            'Basmati Rice',
            [
              { label: '1 kg packet', rupees: 140 },
              { label: '5 kg bag', rupees: 650 },
            ],
            'Aged long-grain basmati that cooks up fragrant, fluffy and separate.',
            {
              scene: 'sack',
              grain: 'rice',
              colour: '#f2ede0',
            },
            { discountPercent: 5 },
          ),
        ],
      },
      {
        name: 'Dal & Pulses',
        items: [
          byPackets(
            'Toor Dal',
            [
              { label: '500 g packet', rupees: 90 },
              { label: '1 kg packet', rupees: 170 },
            ],
            'Unpolished split pigeon peas for everyday dal tadka and sambar.',
            {
              scene: 'heap',
              texture: 'lentils',
              colour: '#e2a92c',
            },
          ),
          byPackets(
            'Moong Dal',
            [
              { label: '500 g packet', rupees: 75 },
              { label: '1 kg packet', rupees: 145 },
            ],
            'Split yellow moong that cooks quickly into a light, comforting dal.',
            {
              scene: 'heap',
              texture: 'lentils',
              colour: '#f1d35c',
            },
          ),
          byPackets(
            'Kashmiri Rajma',
            [
              { label: '500 g packet', rupees: 95 },
              { label: '1 kg packet', rupees: 180 },
            ],
            'Small, deep-red kidney beans that turn creamy for Sunday rajma chawal.',
            {
              scene: 'heap',
              texture: 'beans',
              colour: '#8e2b20',
            },
          ),
        ],
      },
      {
        name: 'Spices',
        items: [
          byPackets(
            'Garam Masala',
            grams(100, 90, 200, 170),
            'Our own blend of roasted cumin, cardamom, cinnamon, cloves and pepper.',
            {
              scene: 'heap',
              texture: 'powder',
              colour: '#7d4a28',
              spiceAccents: true,
            },
          ),
          byPackets(
            'Kashmiri Red Chilli Powder',
            grams(100, 70, 200, 130),
            'Gives curries a deep red colour with gentle, rounded heat.',
            {
              scene: 'heap',
              texture: 'powder',
              colour: '#c42f1f',
              spiceAccents: true,
            },
          ),
          byPackets(
            'Haldi Powder',
            grams(100, 40, 200, 75),
            'Bright, earthy turmeric from Erode, ground in small batches.',
            {
              scene: 'heap',
              texture: 'powder',
              colour: '#eeb20a',
            },
          ),
        ],
      },
      {
        name: 'Ghee & Oils',
        items: [
          byPackets(
            'Desi Cow Ghee',
            [
              { label: '500 ml jar', rupees: 380 },
              { label: '1 litre jar', rupees: 720 },
            ],
            'Granular, aromatic ghee slow-cooked from cultured cow milk butter.',
            {
              scene: 'jar',
              colour: '#f1c95e',
              lid: '#b71c1c',
            },
            { featured: true },
          ),
          byPackets(
            'Kachi Ghani Mustard Oil',
            [
              { label: '1 litre bottle', rupees: 210 },
              { label: '2 litre bottle', rupees: 410 },
            ],
            'Cold-pressed mustard oil with the sharp aroma that pickles and fish curry need.',
            {
              scene: 'bottle',
              colour: '#d9a019',
              cap: '#2e7d32',
            },
          ),
        ],
      },
    ],
  },
];
