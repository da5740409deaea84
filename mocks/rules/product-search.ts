import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { brandBySlug } from '@/mocks/data/brands';
import { catalog } from '@/mocks/data/catalog';
import { categoryTree, type CatalogCategory } from '@/mocks/data/categories';
import type { CatalogProduct } from '@/mocks/data/products';

const MAX_CATEGORIES = 6;
const haystacks = new Map<StorefrontCode, string[]>();

/** Lower-case text a search term may occur in: localized name, skus, brand and model name. */
function haystacksOf(locale: StorefrontCode): string[] {
  let list = haystacks.get(locale);
  if (!list) {
    list = catalog().byPopularity.map((product) =>
      [
        product.name[locale],
        product.sku,
        ...product.variations.map((variation) => variation.sku),
        brandBySlug(product.brand).name[locale],
        product.model?.name ?? '',
      ]
        .join(' ')
        .toLowerCase(),
    );
    haystacks.set(locale, list);
  }
  return list;
}

/** Products where every whitespace-separated term occurs, most popular first. */
export function searchProducts(query: string, locale: StorefrontCode): CatalogProduct[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const texts = haystacksOf(locale);
  return catalog().byPopularity.filter((_, index) => {
    const text = texts[index] ?? '';
    return terms.every((term) => text.includes(term));
  });
}

/** The main categories of the matches, most matches first. */
export function categoriesOf(products: readonly CatalogProduct[]): CatalogCategory[] {
  const counts = new Map<number, number>();
  for (const product of products) {
    const primary = product.categoryIds[0];
    if (primary !== undefined) counts.set(primary, (counts.get(primary) ?? 0) + 1);
  }
  const { byId } = categoryTree();
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_CATEGORIES)
    .flatMap(([id]) => {
      const category = byId.get(id);
      return category ? [category] : [];
    });
}
