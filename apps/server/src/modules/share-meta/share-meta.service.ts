import type { Catalogue, Product } from '@halwai/domain';
import type { FastifyRequest } from 'fastify';
import type { CachedBody } from '../../lib/http/cached-body.js';
import type { ProductsService } from '../products/products.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { withShopName } from '../shop/shop-page.js';
import { CATALOGUE_DATA, cardPicture, productHead, shopHead, templateHead, withPageHead, type PageHead } from './page-head.js';
import { pageLanguage } from './page-language.js';
import { matchPage } from './page-routes.js';
import type { PageScripts } from './page-scripts.js';
import type { SiteOrigin } from './site-origin.js';

export interface ShareMetaDeps {
  products: ProductsService;
  settings: SettingsService;
  /** The origin absolute links are made with (`createSiteOrigin`). */
  origin: SiteOrigin;
  /** The web build's own scripts for the catalogue and product pages and each language's words (`readPageScripts`). */
  pageScripts: PageScripts;
}

/** What one catalogue (as cached by the products service) gives these pages; dropped with it. */
interface CatalogueView {
  items: Map<number, Product>;
  available: Product[];
  /** Categories holding at least one available item: the only ones customers see. */
  shownCategoryIds: number[];
  /** Each subcategory's category, and the categories themselves, to read a catalogue address as the page does. */
  subcategoryParents: Map<number, number>;
  categoryIds: Set<number>;
  /** Product pages' heads, by shop name and id, until the catalogue changes. */
  heads: Map<string, PageHead>;
}

const PRODUCT_PAGE = /^\/product\/(\d{1,9})\/?$/i;
const SHOP_PAGE = /^\/(sweets(\/\d{1,9}){0,2})?\/?$/i;
const CATALOGUE_PAGE = /^\/sweets(?:\/(\d{1,9})(?:\/(\d{1,9}))?)?\/?$/i;

/**
 * The first card a catalogue address shows, as the page reads it: an unknown category shows
 * everything, an unknown subcategory the whole category.
 */
function firstCard(view: CatalogueView, categoryParam: string | undefined, subParam: string | undefined): Product | undefined {
  const category = categoryParam !== undefined && view.categoryIds.has(Number(categoryParam)) ? Number(categoryParam) : null;
  const sub =
    category !== null && subParam !== undefined && view.subcategoryParents.get(Number(subParam)) === category
      ? Number(subParam)
      : null;
  for (const item of view.items.values()) {
    if ((category === null || item.categoryId === category) && (sub === null || item.subCategoryId === sub)) return item;
  }
  return undefined;
}

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The storefront's pages as crawlers and link previews see them: index.html with the page's title,
 * Open Graph tags, canonical link and JSON-LD; robots.txt; the sitemap of every available item and
 * shown category. Built from the products service's cached catalogue, so it follows every change.
 */
export function createShareMetaService({ products, settings, origin, pageScripts }: ShareMetaDeps) {
  const views = new WeakMap<CachedBody, CatalogueView>();
  let named: { template: string; name: string; html: string; title: string; description: string } | null = null;

  const catalogueView = async (): Promise<CatalogueView> => {
    const body = await products.catalogueBody('subcategories');
    let view = views.get(body);
    if (!view) {
      const catalogue = JSON.parse(body.identity.toString('utf8')) as Catalogue;
      const available = catalogue.items.filter((i) => i.isAvailable);
      const withItems = new Set(available.map((i) => i.categoryId));
      view = {
        items: new Map(catalogue.items.map((i) => [i.id, i])),
        available,
        shownCategoryIds: catalogue.categories.filter((c) => withItems.has(c.id)).map((c) => c.id),
        subcategoryParents: new Map(catalogue.subcategories.map((s) => [s.id, s.categoryId])),
        categoryIds: new Set(catalogue.categories.map((c) => c.id)),
        heads: new Map(),
      };
      views.set(body, view);
    }
    return view;
  };

  /** index.html named for the shop, kept until the name changes. */
  const namedTemplate = (template: string, name: string) => {
    if (named?.template !== template || named.name !== name) {
      const html = withShopName(template, name);
      named = { template, name, html, ...templateHead(html, name) };
    }
    return named;
  };

  const headFor = async (
    pathname: string,
    searching: boolean,
    shopName: string,
    shop: { title: string; description: string },
  ): Promise<PageHead> => {
    const productId = PRODUCT_PAGE.exec(pathname)?.[1];
    if (productId !== undefined) {
      const view = await catalogueView();
      const product = view.items.get(Number(productId));
      if (product) {
        const key = `${product.id}\u0000${shopName}`;
        let head = view.heads.get(key);
        if (!head) view.heads.set(key, (head = productHead(product, shopName, pageScripts.product)));
        return head;
      }
    }
    if (!SHOP_PAGE.test(pathname)) return shopHead(shop.title, shop.description, null);
    const canonical = pathname.replace(/(.)\/$/, '$1').toLowerCase();
    // Home and the catalogue draw from the catalogue at once: it is asked for with the HTML, and on
    // the catalogue so is the first card's picture (a search's first result is not known here).
    const catalogue = CATALOGUE_PAGE.exec(pathname);
    const first = catalogue && !searching ? firstCard(await catalogueView(), catalogue[1], catalogue[2]) : undefined;
    return shopHead(shop.title, shop.description, canonical, {
      data: [CATALOGUE_DATA],
      leadPicture: first ? cardPicture(first) : null,
      scripts: catalogue ? pageScripts.catalogue : pathname === '/' ? pageScripts.home : [],
    });
  };

  /** Whether the web app has a page at this path: one of its routes, and for an item's page an item that exists. */
  const pageExists = async (pathname: string): Promise<boolean> => {
    const page = matchPage(pathname);
    if (page?.name !== 'productDetails') return page !== null;
    const id = page.params.id!;
    return /^\d{1,9}$/.test(id) && (await catalogueView()).items.has(Number(id));
  };

  return {
    origin,

    /**
     * index.html for the page at the request's path, named for the shop and carrying the page's share tags
     * and the shop's details; `shared` when shared caches may keep it (its links do not come from the request),
     * `found` when the app has a page there (else the app draws its not-found page).
     */
    async page(template: string, request: FastifyRequest): Promise<{ html: string; shared: boolean; found: boolean }> {
      const info = await settings.shopInfo();
      const { html, ...shop } = namedTemplate(template, info.name);
      const [pathname = '/', query = ''] = request.url.split('#', 1)[0]!.split('?', 2);
      const head = await headFor(pathname, new URLSearchParams(query).has('q'), info.name, shop);
      const language = pageLanguage(request);
      return {
        html: withPageHead(html, head, origin.of(request), info, { code: language, words: pageScripts.words[language] }),
        shared: origin.shared,
        found: await pageExists(pathname),
      };
    },

    robots(origin: string): string {
      return ['User-agent: *', 'Disallow: /admin', 'Disallow: /counter', 'Disallow: /api', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    },

    /** Home, the catalogue, each category customers see and each available item's page. */
    async sitemap(origin: string): Promise<string> {
      const view = await catalogueView();
      const paths = [
        '/',
        '/sweets',
        ...view.shownCategoryIds.map((id) => `/sweets/${id}`),
        ...view.available.map((i) => `/product/${i.id}`),
      ];
      const urls = paths.map((p) => `  <url><loc>${xmlEscape(new URL(p, origin).href)}</loc></url>`);
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
    },
  };
}
export type ShareMetaService = ReturnType<typeof createShareMetaService>;
