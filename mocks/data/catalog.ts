import type { BrandSlug } from '@/mocks/data/brands';
import { categoryTree } from '@/mocks/data/categories';
import { generateProducts, type CatalogProduct, type CatalogVariation } from '@/mocks/data/products';
import type { TagKey } from '@/mocks/data/tags';

export interface SkuEntry {
  product: CatalogProduct;
  variation: CatalogVariation | null;
}

export interface Catalog {
  products: readonly CatalogProduct[];
  /** Every product, most popular first (the order of every listing). */
  byPopularity: readonly CatalogProduct[];
  byId: ReadonlyMap<number, CatalogProduct>;
  /** Product slugs and variation slugs. */
  bySlug: ReadonlyMap<string, CatalogProduct>;
  /** Upper-case skus of products and variations. */
  bySku: ReadonlyMap<string, SkuEntry>;
  /** Products of a category and all its descendants, most popular first. */
  inCategory: ReadonlyMap<number, readonly CatalogProduct[]>;
  byBrand: ReadonlyMap<BrandSlug, readonly CatalogProduct[]>;
  byModel: ReadonlyMap<string, readonly CatalogProduct[]>;
  byTag: ReadonlyMap<TagKey, readonly CatalogProduct[]>;
  byPartKey: ReadonlyMap<string, readonly CatalogProduct[]>;
}

export const DEFAULT_CATALOG_SIZE = 2400;
/** Seeded orders and hints refer to the first products, so a catalog is never smaller than this. */
const MINIMUM_CATALOG_SIZE = 200;

function configuredCatalogSize(): number {
  const configured = Number.parseInt(process.env.MOCK_CATALOG_SIZE ?? '', 10);
  return Number.isFinite(configured) ? Math.max(MINIMUM_CATALOG_SIZE, configured) : DEFAULT_CATALOG_SIZE;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Every category that holds the product: its own categories and their ancestors. */
export function containingCategoryIds(product: CatalogProduct): Set<number> {
  const { byId } = categoryTree();
  const ids = new Set<number>();
  for (const id of product.categoryIds) {
    const category = byId.get(id);
    if (!category) continue;
    ids.add(id);
    for (const ancestor of category.ancestors) ids.add(ancestor.id);
  }
  return ids;
}

export function buildCatalog(size: number): Catalog {
  const products = generateProducts(size);
  const byPopularity = [...products].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const bySlug = new Map<string, CatalogProduct>();
  const bySku = new Map<string, SkuEntry>();
  const inCategory = new Map<number, CatalogProduct[]>();
  const byBrand = new Map<BrandSlug, CatalogProduct[]>();
  const byModel = new Map<string, CatalogProduct[]>();
  const byTag = new Map<TagKey, CatalogProduct[]>();
  const byPartKey = new Map<string, CatalogProduct[]>();
  for (const product of byPopularity) {
    bySlug.set(product.slug, product);
    bySku.set(product.sku, { product, variation: null });
    for (const variation of product.variations) {
      bySlug.set(variation.slug, product);
      bySku.set(variation.sku, { product, variation });
    }
    for (const id of containingCategoryIds(product)) push(inCategory, id, product);
    push(byBrand, product.brand, product);
    if (product.model) push(byModel, product.model.slug, product);
    for (const tag of product.tags) push(byTag, tag, product);
    push(byPartKey, product.part.key, product);
  }
  return {
    products,
    byPopularity,
    byId: new Map(products.map((product) => [product.id, product])),
    bySlug,
    bySku,
    inCategory,
    byBrand,
    byModel,
    byTag,
    byPartKey,
  };
}

let shared: Catalog | undefined;

/** The process-wide catalog, generated on first use with MOCK_CATALOG_SIZE products. */
export function catalog(): Catalog {
  shared ??= buildCatalog(configuredCatalogSize());
  return shared;
}

export function productBySku(sku: string): SkuEntry | undefined {
  return catalog().bySku.get(sku.trim().toUpperCase());
}
