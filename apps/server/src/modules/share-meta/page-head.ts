import {
  CATALOGUE_CARD_PICTURE_SIZES,
  mediaSrcSet,
  PRODUCT_PAGE_PICTURE_SIZES,
  schemaOrgDiet,
  type Language,
  type Nutrition,
  type Product,
  type ShopInfo,
} from '@halwai/domain';
import { escapeHtml } from '../shop/shop-page.js';

/**
 * What a page says about itself to link-preview crawlers, which run no JavaScript: everything
 * relative to the site, made absolute with the site's origin when the page is written.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Path or absolute URL of the picture a shared link shows. */
  image: string;
  /** Path of the page's one address, or null for pages not meant to be shared (cart, back office). */
  canonical: string | null;
  /** schema.org data for the page, or null. */
  jsonLd: Record<string, unknown> | null;
  ogType: 'website' | 'product';
  /**
   * The page's largest picture, asked for with the HTML instead of after the scripts, route and API call:
   * the same candidates and sizes as the page's <img>, so the browser uses what it preloaded.
   */
  leadPicture: LeadPicture | null;
  /**
   * The API answers the page draws from at once, asked for with the HTML too, at the addresses the
   * app asks for them, so the browser hands the app these answers.
   */
  data: readonly string[];
  /**
   * The page's own scripts beyond those index.html loads (a lazily loaded page's chunks), asked for with
   * the HTML instead of after the entry script has run and picked the page.
   */
  scripts: readonly string[];
}

type LeadPicture = { srcset: string; sizes: string } | { href: string };

/** A picture preloaded with the same candidates and sizes its <img> will ask for. */
const leadPicture = (thumbnail: string, sizes: string): LeadPicture | null => {
  const srcset = mediaSrcSet(thumbnail);
  return srcset ? { srcset, sizes } : thumbnail ? { href: thumbnail } : null;
};

/** A catalogue card's picture, as the card asks for it. */
export const cardPicture = (product: Product) => leadPicture(product.thumbnail, CATALOGUE_CARD_PICTURE_SIZES);

/** Where the app reads the catalogue from. */
export const CATALOGUE_DATA = '/api/catalogue';

/** The picture a shared shop page shows: the app icon, a PNG every preview understands. */
export const SHOP_IMAGE = '/icons/icon-512.png';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** At most `max` characters, cut at a word with an ellipsis. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** The item's picture for a preview; link previews show no SVG, so the shop's icon stands in for one. */
const previewPicture = (thumbnail: string) => (thumbnail === '' || /\.svg(\?|$)/i.test(thumbnail) ? SHOP_IMAGE : thumbnail);

/** A product page: its name, price and picture, and schema.org Product data with price in INR and availability. */
export function productHead(product: Product, shopName: string, scripts: readonly string[]): PageHead {
  const image = previewPicture(product.thumbnail);
  const price = `${rupees(product.price)} / ${product.priceUnit}`;
  const stock = product.isAvailable ? '' : ' (currently unavailable)';
  const canonical = `/product/${product.id}`;
  return {
    title: `${product.name} · ${shopName}`,
    description: clip(`${product.name}, ${price}${stock} at ${shopName}. ${product.description}`, 200),
    image,
    canonical,
    ogType: 'product',
    leadPicture: leadPicture(product.thumbnail, PRODUCT_PAGE_PICTURE_SIZES),
    // The item, and the catalogue its breadcrumbs name the category from.
    data: [`/get-product/${product.id}`, CATALOGUE_DATA],
    scripts,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image,
      offers: {
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'INR',
        availability: product.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: canonical,
      },
      ...foodJsonLd(product),
    },
  };
}

/** schema.org's diet and nutrition of an item, where its food information says them. */
function foodJsonLd(product: Product): Record<string, unknown> {
  const diet = product.food ? schemaOrgDiet(product.food.diet) : null;
  const nutrition = product.food?.nutrition;
  return {
    ...(diet && { suitableForDiet: diet }),
    ...(nutrition && { nutrition: nutritionJsonLd(nutrition) }),
  };
}

const grams = (n: number) => `${n} g`;
/** A label's nutrition table (per 100 g) as schema.org NutritionInformation. */
const nutritionJsonLd = (n: Nutrition) => ({
  '@type': 'NutritionInformation',
  servingSize: '100 g',
  calories: `${n.energyKcal} kcal`,
  proteinContent: grams(n.protein),
  carbohydrateContent: grams(n.carbohydrate),
  sugarContent: grams(n.sugars),
  fatContent: grams(n.fat),
  saturatedFatContent: grams(n.saturatedFat),
  sodiumContent: `${n.sodiumMg} mg`,
});

/** A shop page (home, catalogue): index.html's own title and description (named for the shop), the page's own address. */
export function shopHead(
  title: string,
  description: string,
  canonical: string | null,
  preload: Pick<PageHead, 'leadPicture' | 'data' | 'scripts'> = { leadPicture: null, data: [], scripts: [] },
): PageHead {
  return { title, description, image: SHOP_IMAGE, canonical, ogType: 'website', jsonLd: null, ...preload };
}

const absolute = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, origin).href;

/** JSON that cannot end its <script> element early. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The JSON-LD with its own addresses made absolute. */
function absoluteJsonLd(head: PageHead, origin: string): Record<string, unknown> | null {
  if (!head.jsonLd) return null;
  const offers = head.jsonLd.offers as Record<string, unknown> | undefined;
  return {
    ...head.jsonLd,
    image: absolute(head.image, origin),
    ...(offers && head.canonical ? { offers: { ...offers, url: absolute(head.canonical, origin) } } : {}),
  };
}

/** `<link rel="preload">` of the page's largest picture, at high priority. */
function preloadTag(picture: LeadPicture): string {
  const attr = escapeHtml;
  const target =
    'srcset' in picture
      ? `imagesrcset="${attr(picture.srcset)}" imagesizes="${attr(picture.sizes)}"`
      : `href="${attr(picture.href)}"`;
  return `<link rel="preload" as="image" ${target} fetchpriority="high" />`;
}

/** The tags that go at the end of <head>: the lead picture's preload, Open Graph, Twitter card, canonical link and JSON-LD; all escaped. */
export function headTags(head: PageHead, origin: string, shopName: string): string {
  const attr = escapeHtml;
  const tags = [
    ...(head.leadPicture ? [preloadTag(head.leadPicture)] : []),
    // `crossorigin` gives it the credentials mode of the app's own fetch, so the browser hands that fetch this answer.
    ...head.data.map((path) => `<link rel="preload" href="${attr(path)}" as="fetch" crossorigin="anonymous" />`),
    // `crossorigin` as on index.html's own module preloads: module scripts are fetched in CORS mode.
    ...head.scripts.map((path) => `<link rel="modulepreload" crossorigin href="${attr(path)}" />`),
    `<meta property="og:site_name" content="${attr(shopName)}" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:image" content="${attr(absolute(head.image, origin))}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (head.canonical) {
    const url = attr(absolute(head.canonical, origin));
    tags.push(`<meta property="og:url" content="${url}" />`, `<link rel="canonical" href="${url}" />`);
  }
  const jsonLd = absoluteJsonLd(head, origin);
  if (jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * The shop's public details as `GET /api/shop` answers them: the app draws its first screen with
 * them instead of drawing it again when that call answers.
 */
const shopInfoTag = (shop: ShopInfo) => `<script id="shop-info" type="application/json">${scriptJson(shop)}</script>`;

/**
 * index.html as first served for a page: its <title> and description say what the page shows, and
 * the share tags and the shop's details are added before </head>. The html is already named for the
 * shop (`withShopName`).
 */
export function withPageHead(
  html: string,
  head: PageHead,
  origin: string,
  shop: ShopInfo,
  language: { code: Language; words: readonly string[] } = { code: 'en', words: [] },
): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  const withWords = { ...head, scripts: [...head.scripts, ...language.words] };
  const tags = [headTags(withWords, origin, shop.name), shopInfoTag(shop)].join('\n    ');
  // Functions as replacements: the inserted text may contain `$&`-style patterns.
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language.code}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => title)
    .replace(/<meta\s+name="description"[\s\S]*?>/, () => description)
    .replace('</head>', () => `  ${tags}\n  </head>`);
}

/** The title and description meta text of index.html (already named for the shop), for shop pages. */
export function templateHead(html: string, shopName: string): { title: string; description: string } {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];
  return { title: title ? unescapeHtml(title) : shopName, description: description ? unescapeHtml(description) : '' };
}

function unescapeHtml(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );
}
