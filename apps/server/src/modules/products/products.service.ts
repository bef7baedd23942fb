import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  DEFAULT_THUMBNAIL,
  MESSAGES,
  paise,
  type Catalogue,
  type Paise,
  type Product,
  type ProductForm,
  type ProductSummary,
} from '@halwai/domain';
import { nowIso } from '../../lib/clock.js';
import { badRequest, fieldError, notFound } from '../../lib/problems.js';
import { sha256 } from '../../lib/tokens.js';
import type { Upload } from '../media/media.schema.js';
import type { MediaService } from '../media/media.service.js';
import { toCategory, toProduct, toProductColumns, toProductSummary, toSubcategory } from './products.mapping.js';
import type { ProductsRepository, ProductsTransaction } from './products.repository.js';
import type { ProductRef } from './products.schema.js';

export interface ProductPricing {
  id: number;
  name: string;
  isAvailable: boolean;
  /** variant label → price */
  prices: Map<string, Paise>;
}

/** The two spellings of the catalogue: `/api/catalogue` says subcategories, `/catalogue` says subCategories. */
export type CatalogueSpelling = 'subcategories' | 'subCategories';

export type ContentCoding = 'br' | 'gzip';

/** A serialized catalogue body, its strong ETag (a hash of exactly these bytes) and its compressed forms. */
export interface CatalogueBody {
  json: string;
  etag: string;
  /** The body compressed, made once per body and then kept with it. */
  compressed(coding: ContentCoding): Promise<Buffer>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function serializedCatalogue(json: string): CatalogueBody {
  const compressed = new Map<ContentCoding, Promise<Buffer>>();
  return {
    json,
    etag: `"${sha256(json).slice(0, 32)}"`,
    compressed(coding) {
      let bytes = compressed.get(coding);
      if (!bytes) {
        bytes =
          coding === 'br'
            ? brotli(json, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length },
              })
            : gzip(json, { level: 9 });
        compressed.set(coding, bytes);
      }
      return bytes;
    },
  };
}

export interface ProductsServiceDeps {
  /** Needed only to store uploaded thumbnails. */
  media?: MediaService;
}

const byNameThenId = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function createProductsService(repo: ProductsRepository, deps: ProductsServiceDeps = {}) {
  // The catalogue is read far more than written: its serialized bodies live here until any write.
  // `generation` stops a build that raced a write from caching what it read before the write.
  let generation = 0;
  let building: { generation: number; catalogue: Promise<Catalogue> } | null = null;
  const bodies = new Map<CatalogueSpelling, CatalogueBody>();

  const invalidateCatalogue = () => {
    generation += 1;
    building = null;
    bodies.clear();
  };

  const buildCatalogue = async (): Promise<Catalogue> => {
    const rows = await repo.findCatalogueRows();
    const categoryRank = new Map(rows.categories.map((c, i) => [c.id, i]));
    const subcategories = [...rows.subcategories].sort(
      (a, b) => rank(categoryRank, a.category_id) - rank(categoryRank, b.category_id) || a.position - b.position || a.id - b.id,
    );
    const subcategoryRank = new Map(subcategories.map((s, i) => [s.id, i]));
    const pricesOf = new Map<number, typeof rows.prices>();
    for (const price of rows.prices) {
      const list = pricesOf.get(price.product_id);
      if (list) list.push(price);
      else pricesOf.set(price.product_id, [price]);
    }
    const products = [...rows.products].sort(
      (a, b) =>
        rank(categoryRank, a.category_id) - rank(categoryRank, b.category_id) ||
        rank(subcategoryRank, a.sub_category_id) - rank(subcategoryRank, b.sub_category_id) ||
        byNameThenId.compare(a.name, b.name) ||
        a.id - b.id,
    );
    return {
      categories: rows.categories.map(toCategory),
      subcategories: subcategories.map(toSubcategory),
      items: products.map((p) => toProduct(p, pricesOf.get(p.id) ?? [])),
    };
  };

  const currentCatalogue = (): Promise<Catalogue> => {
    if (building?.generation !== generation) {
      const started = generation;
      const catalogue = buildCatalogue();
      building = { generation: started, catalogue };
      // A failed build is not kept: the next read tries again.
      catalogue.catch(() => {
        if (building?.catalogue === catalogue) building = null;
      });
    }
    return building!.catalogue;
  };

  /** The category and subcategory must exist and belong together (field errors, as the form shows them). */
  const checkPlacement = async (form: ProductForm) => {
    const [category, subcategory] = await Promise.all([
      repo.findCategoryById(form.categoryId),
      repo.findSubcategoryById(form.subCategoryId),
    ]);
    if (!category) throw fieldError('categoryId', MESSAGES.categoryNotFound);
    if (!subcategory) throw fieldError('subCategoryId', MESSAGES.subcategoryNotFound);
    if (subcategory.category_id !== category.id) throw fieldError('subCategoryId', MESSAGES.subcategoryMismatch);
    const labels = form.prices.map((p) => p.label);
    if (new Set(labels).size !== labels.length) throw fieldError('prices', 'Each price entry needs its own label');
  };

  const encodeUpload = async (upload: Upload | undefined) => {
    if (!upload) return null;
    if (!deps.media) throw new Error('products service was built without the media service');
    return { media: deps.media, image: await deps.media.encode(upload) };
  };

  /** Writes the product row, its prices and its uploaded image (if any) in one transaction. */
  const write = async (
    form: ProductForm,
    upload: Upload | undefined,
    store: (tx: ProductsTransaction, thumbnail: string) => Promise<number>,
  ) => {
    await checkPlacement(form);
    const encoded = await encodeUpload(upload);
    const id = await repo.transaction(async (tx) => {
      const thumbnail = encoded ? await encoded.media.save(encoded.image, tx.db) : form.thumbnail || DEFAULT_THUMBNAIL;
      return store(tx, thumbnail);
    });
    invalidateCatalogue();
    return id;
  };

  const requireId = (ref: ProductRef): number => {
    if (ref.id === null) throw notFound(MESSAGES.productNotFound(ref.raw));
    return ref.id;
  };

  const get = async (ref: ProductRef): Promise<Product> => {
    const row = await repo.findProductById(requireId(ref));
    if (!row) throw notFound(MESSAGES.productNotFound(ref.raw));
    return toProduct(row, row.prices);
  };

  return {
    /** Current prices of the given products, keyed by id; a missing id means the product is gone. */
    async pricingFor(ids: readonly number[]): Promise<Map<number, ProductPricing>> {
      const rows = await repo.findPricingByIds([...new Set(ids)]);
      return new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            name: r.name,
            isAvailable: r.is_available === 1,
            prices: new Map(r.prices.map((p) => [p.label, paise(p.price_paise)])),
          },
        ]),
      );
    },

    /**
     * The whole public catalogue (unavailable items included, in category → subcategory → name order),
     * serialized in one spelling and cached in memory until the next product or category write.
     */
    async catalogueBody(spelling: CatalogueSpelling): Promise<CatalogueBody> {
      const cached = bodies.get(spelling);
      if (cached) return cached;
      const started = generation;
      const { categories, subcategories, items } = await currentCatalogue();
      const json = JSON.stringify(
        spelling === 'subcategories' ? { categories, subcategories, items } : { categories, subCategories: subcategories, items },
      );
      const body = serializedCatalogue(json);
      if (generation === started) bodies.set(spelling, body);
      return body;
    },

    /** Call after any write the catalogue shows (products, prices, categories, subcategories). */
    invalidateCatalogue,

    async summaries(): Promise<ProductSummary[]> {
      const rows = await repo.listProductSummaries();
      return rows.map(toProductSummary);
    },

    get,

    async create(form: ProductForm, upload?: Upload): Promise<Product> {
      const id = await write(form, upload, (tx, thumbnail) => {
        const { columns, prices } = toProductColumns(form, thumbnail);
        return tx.products.insertProduct(columns, prices, nowIso());
      });
      return get({ raw: String(id), id });
    },

    async update(ref: ProductRef, form: ProductForm, upload?: Upload): Promise<Product> {
      const id = requireId(ref);
      await write(form, upload, async (tx, thumbnail) => {
        const { columns, prices } = toProductColumns(form, thumbnail);
        // Thrown inside the transaction, so an uploaded image is not kept for a product that is not there.
        if (!(await tx.products.replaceProduct(id, columns, prices, nowIso()))) throw notFound(MESSAGES.productNotFound(ref.raw));
        return id;
      });
      return get(ref);
    },

    /** PUT /api/Products/{id}: the body may repeat the id, but it must be the path's. */
    checkSameId(path: ProductRef, body: ProductRef | undefined) {
      if (body && body.id !== path.id) {
        throw badRequest('The id in the body does not match the id in the path', {
          id: ['The id in the body does not match the id in the path'],
        });
      }
    },

    async toggleAvailability(ref: ProductRef): Promise<{ id: number; isAvailable: boolean }> {
      const row = await repo.toggleAvailability(requireId(ref), nowIso());
      if (!row) throw notFound(MESSAGES.productNotFound(ref.raw));
      invalidateCatalogue();
      return { id: row.id, isAvailable: row.is_available === 1 };
    },

    async remove(ref: ProductRef): Promise<void> {
      if (!(await repo.deleteProduct(requireId(ref)))) throw notFound(MESSAGES.productNotFound(ref.raw));
      invalidateCatalogue();
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;

/** Position of an id in its ordered list; unknown ids sort last. */
function rank(ranks: Map<number, number>, id: number): number {
  return ranks.get(id) ?? Number.MAX_SAFE_INTEGER;
}
