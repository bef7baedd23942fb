import {
  PRODUCT_FORM_MESSAGES,
  DEFAULT_THUMBNAIL,
  OUTLET_MESSAGES,
  fromStockMilli,
  normaliseItemType,
  packShareMilli,
  paise,
  type Catalogue,
  type Paise,
  type Product,
  type ProductForm,
  type ProductSummary,
  type StaffProduct,
  type Assortment,
  say,
  type Preorder,
} from '@halwai/domain';
import type { Kysely } from 'kysely';
import type { Database, ProductRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { nowIso } from '../../lib/clock.js';
import { cachedBody, type CachedBody } from '../../lib/http/cached-body.js';
import type { Upload } from '../../lib/http/multipart-body.js';
import { fieldError, notFound } from '../../lib/problems.js';
import type { CategoriesService } from '../categories/categories.service.js';
import type { MediaService } from '../media/media.service.js';
import { checkBoxParts, storedAssortment } from './products.assortment.js';
import { settleBarcodes } from './products.barcodes.js';
import { toProduct, toProductColumns, toProductSummary, toStaffProduct } from './products.mapping.js';
import { createProductsRepository, type ProductsRepository } from './products.repository.js';
import type { ProductRef } from './products.schema.js';

type ProductPriceColumns = { product_id: number; label: string; price_paise: number; stock_units_milli: number | null };

export interface ProductPricing {
  id: number;
  name: string;
  /** The Hindi name, for the words of a refusal on a Hindi page. */
  nameHi: string | null;
  isAvailable: boolean;
  /** variant label → price */
  prices: Map<string, Paise>;
  /** Thousandths of the product's unit in stock; null: not counted. */
  stockMilli: number | null;
  /** variant label → what one takes from the stock, in thousandths */
  shares: Map<string, number>;
  /** Made for a batch: ordered for a preferred date inside its window; null: an ordinary product. */
  preorder: Preorder | null;
  /** A gift box the customer fills; null: an ordinary product. */
  assortment: Assortment | null;
}

/** The two spellings of the catalogue: `/api/catalogue` says subcategories, `/catalogue` says subCategories. */
export type CatalogueSpelling = 'subcategories' | 'subCategories';

export interface ProductsServiceDeps {
  /** Where a product sits; the catalogue lists them, so their changes drop the cached catalogue. */
  categories: CategoriesService;
  /** Stores uploaded thumbnails. */
  media: MediaService;
  /** Told each time the cached catalogue is built again from the database: the metrics. */
  onCatalogueBuilt?: () => void;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** More products changed than this since the last build: reading them all is as quick. */
const PATCH_LIMIT = 100;

/** The catalogue's item order: category, subcategory (each as the tree orders them), name, id. */
type ItemOrder = (a: Product, b: Product) => number;

function itemOrder(tree: { categories: { id: number }[]; subcategories: { id: number }[] }): ItemOrder {
  const categoryRank = new Map(tree.categories.map((c, i) => [c.id, i]));
  const subcategoryRank = new Map(tree.subcategories.map((s, i) => [s.id, i]));
  return (a, b) =>
    rank(categoryRank, a.categoryId) - rank(categoryRank, b.categoryId) ||
    rank(subcategoryRank, a.subCategoryId) - rank(subcategoryRank, b.subCategoryId) ||
    byName.compare(a.name, b.name) ||
    a.id - b.id;
}

/** Product rows and their prices (ordered by product, then position) as the API's products. */
function toProducts(rows: { products: ProductRow[]; prices: ProductPriceColumns[] }): Product[] {
  const pricesOf = new Map<number, ProductPriceColumns[]>();
  for (const price of rows.prices) {
    const list = pricesOf.get(price.product_id);
    if (list) list.push(price);
    else pricesOf.set(price.product_id, [price]);
  }
  return rows.products.map((p) => toProduct(p, pricesOf.get(p.id) ?? []));
}

export function createProductsService(db: Kysely<Database>, { categories, media, onCatalogueBuilt }: ProductsServiceDeps) {
  const repo = createProductsRepository(db);
  // The catalogue is read far more than written: its serialized bodies live here until any write.
  // `generation` stops a build that raced a write from caching what it read before the write.
  let generation = 0;
  let building: { generation: number; catalogue: Promise<Catalogue> } | null = null;
  const bodies = new Map<CatalogueSpelling, CachedBody>();
  // One outlet's catalogue (`?outlet=`), keyed "spelling outlet": dropped with the rest on any write.
  const outletBodies = new Map<string, CachedBody>();
  // The newest shared catalogue version a build has read (before its data), and the newest announced.
  // An announced change drops the cache only when it is newer than what this instance reads, so the
  // instance that made the change (and hears of it too) does not build the catalogue twice.
  let versionRead = -1;
  let versionAnnounced = -1;
  let versionReads = 0;

  // The last catalogue built, kept so that a change to a few products re-reads only those: `full`
  // counts the changes that need everything read again (categories, another instance's change, a
  // failed build); `changedProducts` are this instance's product writes since the last build.
  let built: { catalogue: Catalogue; full: number; order: ItemOrder } | null = null;
  let fullChanges = 0;
  const changedProducts = new Set<number>();

  const dropBodies = () => {
    generation += 1;
    building = null;
    bodies.clear();
    outletBodies.clear();
  };
  const invalidateCatalogue = () => {
    fullChanges += 1;
    dropBodies();
  };
  /** One product was written (created, changed, deleted): the next build re-reads it alone. */
  const productChanged = (id: number) => {
    changedProducts.add(id);
    dropBodies();
  };
  categories.onChange(invalidateCatalogue);

  // Builds run one after another: a patch must start from the build before it, or a change it took
  // off `changedProducts` could be lost.
  let lastBuild: Promise<unknown> = Promise.resolve();
  const buildCatalogue = (): Promise<Catalogue> => {
    const next = lastBuild.then(buildInTurn, buildInTurn);
    lastBuild = next;
    return next;
  };

  const buildInTurn = async (): Promise<Catalogue> => {
    versionReads += 1;
    const version = await repo.catalogueVersion().finally(() => (versionReads -= 1));
    versionRead = Math.max(versionRead, version);
    // Announced while this build was asking: a change newer than what it will read must not be cached.
    if (versionAnnounced > version) invalidateCatalogue();
    const full = fullChanges;
    const base = built?.full === full && changedProducts.size <= PATCH_LIMIT ? built : null;
    const ids = [...changedProducts];
    changedProducts.clear(); // a write from now on is read by the next build
    try {
      let catalogue: Catalogue;
      let order: ItemOrder;
      if (base) {
        // Everything but the changed products is as the last build read it.
        const rows = await repo.findCatalogueRows(ids);
        const changed = new Set(ids);
        const items = base.catalogue.items.filter((item) => !changed.has(item.id));
        ({ order } = base);
        // The rest is in order already: each changed product goes in where it sorts.
        for (const item of toProducts(rows)) items.splice(insertionPoint(items, item, order), 0, item);
        catalogue = { ...base.catalogue, items };
      } else {
        const [tree, rows] = await Promise.all([categories.catalogueTree(), repo.findCatalogueRows()]);
        order = itemOrder(tree);
        catalogue = { ...tree, items: toProducts(rows).sort(order) };
      }
      if (full === fullChanges) built = { catalogue, full, order };
      return catalogue;
    } catch (err) {
      fullChanges += 1; // what the failed build took off `changedProducts` is read in full next time
      throw err;
    }
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
  const checkForm = async (form: ProductForm, selfId: number | null) => {
    await categories.checkPlacement(form.categoryId, form.subCategoryId);
    if (form.assortment) {
      const parts = await repo.findPricingByIds(form.assortment.from);
      const byId = new Map(
        parts.map((p) => [p.id, { id: p.id, name: p.name, isBox: storedAssortment(p.assortment) !== null, labels: p.prices.map((x) => x.label) }]),
      );
      checkBoxParts(form.assortment, byId, selfId);
    }
    const labels = form.prices.map((p) => p.label);
    if (new Set(labels).size !== labels.length) throw fieldError('prices', PRODUCT_FORM_MESSAGES.labelTwice);
    // A price per kg weighs an item at the counter: on a pack-only item it would price what is never weighed.
    if (form.pricePerKg != null && form.itemType !== 'ByKilo') throw fieldError('pricePerKg', PRODUCT_FORM_MESSAGES.pricePerKgByKiloOnly);
  };

  /** Writes the product row, its prices and its uploaded image (if any) in one transaction. */
  const write = async (
    form: ProductForm,
    upload: Upload | undefined,
    store: (products: ProductsRepository, thumbnail: string) => Promise<number>,
    selfId: number | null = null,
  ) => {
    await checkForm(form, selfId);
    const image = upload ? await media.encode(upload) : null;
    const id = await inTransaction(db, async (trx) => {
      const thumbnail = image ? await media.save(trx, image) : form.thumbnail || DEFAULT_THUMBNAIL;
      return store(createProductsRepository(trx), thumbnail);
    });
    productChanged(id);
    return id;
  };

  const requireId = (ref: ProductRef): number => {
    if (ref.id === null) throw notFound(say('common.productNotFound', ref.raw));
    return ref.id;
  };

  /**
   * One product; given an outlet, as that outlet's catalogue shows it (its stock, availability and so
   * Sold out and "Only N left"), by the same rule. 400 at `outlet` when there is no such outlet or it
   * is closed, as the slots answer: a customer cannot order there.
   */
  const get = async (ref: ProductRef, outletId?: number): Promise<Product> => {
    const id = requireId(ref);
    const [row, stock] = await Promise.all([
      repo.findProductById(id),
      outletId === undefined ? undefined : repo.stockAtOutlet(outletId, { ids: [id], openOnly: true }),
    ]);
    if (outletId !== undefined && !stock) throw fieldError('outlet', OUTLET_MESSAGES.unknown);
    if (!row) throw notFound(say('common.productNotFound', ref.raw));
    const product = toProduct(row, row.prices);
    const atOutlet = product.stock == null ? undefined : stock?.get(product.id);
    return atOutlet ? atOutletItem(product, atOutlet) : product;
  };

  /** The product as staff edit it: with its barcodes and price per kg. */
  const getForStaff = async (ref: ProductRef): Promise<StaffProduct> => {
    const row = await repo.findProductById(requireId(ref));
    if (!row) throw notFound(say('common.productNotFound', ref.raw));
    const byOutlet = await repo.stockByOutlet(row.id);
    return { ...toStaffProduct(row, row.prices), stockByOutlet: byOutlet.map((o) => ({ outletId: o.outletId, stock: fromStockMilli(o.milli) })) };
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
            nameHi: r.name_hi,
            isAvailable: r.is_available === 1,
            prices: new Map(r.prices.map((p) => [p.label, paise(p.price_paise)])),
            stockMilli: r.stock_milli,
            preorder: r.preorder_from === null ? null : { from: r.preorder_from, until: r.preorder_until },
            shares: new Map(
              r.prices.map((p) => [
                p.label,
                packShareMilli(
                  { label: p.label, stockUnits: p.stock_units_milli == null ? null : fromStockMilli(Number(p.stock_units_milli)) },
                  normaliseItemType(r.item_type) ?? 'ByPieces',
                ),
              ]),
            ),
            assortment: storedAssortment(r.assortment),
          },
        ]),
      );
    },

    /**
     * The whole public catalogue (unavailable items included, in category → subcategory → name order),
     * serialized in one spelling and cached in memory until the next product or category write.
     */
    async catalogueBody(spelling: CatalogueSpelling): Promise<CachedBody> {
      const cached = bodies.get(spelling);
      if (cached) return cached;
      const started = generation;
      const { categories, subcategories, items } = await currentCatalogue();
      // As JSON.stringify would write the whole object, with each item's JSON kept from the last build.
      const json = `{"categories":${JSON.stringify(categories)},"${spelling}":${JSON.stringify(subcategories)},"items":[${items.map(itemJson).join(',')}]}`;
      const body = cachedBody(json);
      onCatalogueBuilt?.();
      if (generation === started) bodies.set(spelling, body);
      return body;
    },

    /**
     * The catalogue as one outlet's shoppers see it: each counted item's `stock`, `isAvailable` (and so
     * Sold out and "Only N left") from that outlet's stock; the rest as the whole catalogue. Cached,
     * and dropped, with it. 400 at `outlet` when there is no such outlet.
     */
    async outletCatalogueBody(spelling: CatalogueSpelling, outletId: number): Promise<CachedBody> {
      const key = `${spelling} ${outletId}`;
      const cached = outletBodies.get(key);
      if (cached) return cached;
      const started = generation;
      const [{ categories, subcategories, items }, stock] = await Promise.all([currentCatalogue(), repo.stockAtOutlet(outletId)]);
      if (!stock) throw fieldError('outlet', OUTLET_MESSAGES.unknown);
      const json = `{"categories":${JSON.stringify(categories)},"${spelling}":${JSON.stringify(subcategories)},"items":[${items
        .map((item) => {
          const atOutlet = item.stock == null ? undefined : stock.get(item.id);
          return atOutlet ? JSON.stringify(atOutletItem(item, atOutlet)) : itemJson(item);
        })
        .join(',')}]}`;
      const body = cachedBody(json);
      if (generation === started) outletBodies.set(key, body);
      return body;
    },

    /** The catalogue's serialized body when it is cached, without building it: for answers that cannot wait. */
    cachedCatalogue: (spelling: CatalogueSpelling): CachedBody | undefined => bodies.get(spelling),

    /** Call after any write the catalogue shows (products, prices, categories, subcategories). */
    invalidateCatalogue,

    /** These products' stock changed (an order, a cancellation, staff): the next build re-reads them. */
    stockChanged(ids: readonly number[]): void {
      ids.forEach(productChanged);
    },

    /** The shared change count, which tells an instance that another one changed the catalogue. */
    catalogueVersion: () => repo.catalogueVersion(),

    /**
     * Another instance (or this one) says the catalogue is now at `version`: the cache is dropped
     * unless it was read at that version or later, so a change is never rebuilt twice.
     */
    catalogueChangedTo(version: number): void {
      versionAnnounced = Math.max(versionAnnounced, version);
      // A build asking for the version right now settles it when the answer comes.
      if (version > versionRead && versionReads === 0) invalidateCatalogue();
    },

    async summaries(): Promise<ProductSummary[]> {
      const rows = await repo.listProductSummaries();
      return rows.map(toProductSummary);
    },

    get,

    getForStaff,

    async create(form: ProductForm, upload?: Upload): Promise<StaffProduct> {
      const id = await write(form, upload, async (products, thumbnail) => {
        const { columns, prices } = await settleBarcodes(products, null, toProductColumns(form, thumbnail));
        return products.insertProduct(columns, prices, nowIso());
      });
      return getForStaff({ raw: String(id), id });
    },

    async update(ref: ProductRef, form: ProductForm, upload?: Upload): Promise<StaffProduct> {
      const id = requireId(ref);
      await write(form, upload, async (products, thumbnail) => {
        const { columns, prices } = await settleBarcodes(products, id, toProductColumns(form, thumbnail));
        // Thrown inside the transaction, so an uploaded image is not kept for a product that is not there.
        if (!(await products.replaceProduct(id, columns, prices, nowIso()))) throw notFound(say('common.productNotFound', ref.raw));
        return id;
      }, id);
      return getForStaff(ref);
    },

    /** PUT /api/Products/{id}: the body may repeat the id, but it must be the path's. */
    checkSameId(path: ProductRef, body: ProductRef | undefined) {
      if (body && body.id !== path.id) {
        throw fieldError('id', PRODUCT_FORM_MESSAGES.idMismatch);
      }
    },

    async toggleAvailability(ref: ProductRef): Promise<{ id: number; isAvailable: boolean }> {
      const row = await repo.toggleAvailability(requireId(ref), nowIso());
      if (!row) throw notFound(say('common.productNotFound', ref.raw));
      productChanged(row.id);
      return { id: row.id, isAvailable: row.is_available === 1 };
    },

    async remove(ref: ProductRef): Promise<void> {
      const id = requireId(ref);
      if (!(await repo.deleteProduct(id))) throw notFound(say('common.productNotFound', ref.raw));
      productChanged(id);
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;

// An unchanged product is the same object from one build to the next: its JSON is written once.
/** An item with its stock at one outlet: sold out there when too little is left for its smallest pack. */
function atOutletItem(item: Product, atOutlet: { milli: number; switchedOn: boolean }): Product {
  const shares = item.prices.map((p) => packShareMilli({ label: p.label, stockUnits: p.stockUnits ?? null }, item.itemType));
  const smallest = shares.length > 0 ? Math.min(...shares) : 1;
  return { ...item, stock: fromStockMilli(atOutlet.milli), isAvailable: atOutlet.switchedOn && atOutlet.milli >= smallest };
}

const itemJsons = new WeakMap<Product, string>();
function itemJson(item: Product): string {
  let json = itemJsons.get(item);
  if (json === undefined) itemJsons.set(item, (json = JSON.stringify(item)));
  return json;
}

/** Where `item` goes in `items` (sorted by `order`): after every item that sorts before it. */
function insertionPoint(items: readonly Product[], item: Product, order: ItemOrder): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order(items[middle]!, item) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Position of an id in its ordered list; unknown ids sort last. */
function rank(ranks: Map<number, number>, id: number): number {
  return ranks.get(id) ?? Number.MAX_SAFE_INTEGER;
}
