import type { Catalogue, FeedAddresses } from '@halwai/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { cachedBody, type CachedBody } from '../../lib/http/cached-body.js';
import type { MediaService } from '../media/media.service.js';
import type { ProductsService } from '../products/products.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { feedItems, pictureIds } from './feed-items.js';
import { createFeedsRepository } from './feeds.repository.js';
import { googleFeed } from './google-feed.js';
import { metaFeed } from './meta-feed.js';

export type FeedKind = 'google' | 'meta';

export interface FeedsDeps {
  products: Pick<ProductsService, 'catalogueBody'>;
  media: Pick<MediaService, 'sizes'>;
  settings: Pick<SettingsService, 'shopName'>;
  /** The origin of the feeds' links (PUBLIC_URL's; see share-meta's site origin). */
  origin: { of(request: FastifyRequest): string };
}

/**
 * The product feeds for Google Merchant Center and Meta's catalogue, built from the products service's
 * cached catalogue: a catalogue change drops that body, so the next read here builds the feeds again and
 * they follow the catalogue within the same bound as every public read. Each feed is serialized, hashed
 * and compressed once per catalogue, shop name and origin.
 */
export function createFeedsService(db: Kysely<Database>, { products, media, settings, origin }: FeedsDeps) {
  const repo = createFeedsRepository(db);
  // Kept with the catalogue body they were made from, so they go when it goes.
  const built = new WeakMap<CachedBody, Map<string, CachedBody>>();

  const build = async (catalogueBody: CachedBody, kind: FeedKind, shopName: string, siteOrigin: string) => {
    const catalogue = JSON.parse(catalogueBody.identity.toString('utf8')) as Catalogue;
    const [pictureSizes, barcodes] = await Promise.all([media.sizes(pictureIds(catalogue.items)), repo.barcodes()]);
    const items = feedItems(catalogue.items, { origin: siteOrigin, pictureSizes, barcodes, now: new Date() });
    return cachedBody(kind === 'google' ? googleFeed(items, { name: shopName, origin: siteOrigin }) : metaFeed(items, { name: shopName }));
  };

  return {
    /** Where the feeds are, as absolute addresses with the shop's origin. */
    addresses(request: FastifyRequest): FeedAddresses {
      const siteOrigin = origin.of(request);
      return { google: `${siteOrigin}/feeds/google.xml`, meta: `${siteOrigin}/feeds/meta.csv` };
    },

    async feed(kind: FeedKind, request: FastifyRequest): Promise<CachedBody> {
      const [catalogueBody, shopName] = await Promise.all([products.catalogueBody('subcategories'), settings.shopName()]);
      const siteOrigin = origin.of(request);
      let feeds = built.get(catalogueBody);
      if (!feeds) built.set(catalogueBody, (feeds = new Map()));
      const key = `${kind}\u0000${shopName}\u0000${siteOrigin}`;
      let body = feeds.get(key);
      if (!body) {
        body = await build(catalogueBody, kind, shopName, siteOrigin);
        if (feeds.size > 16) feeds.clear(); // origins from requests on a shop without PUBLIC_URL: bounded
        feeds.set(key, body);
      }
      return body;
    },
  };
}
export type FeedsService = ReturnType<typeof createFeedsService>;
