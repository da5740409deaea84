import { catalog, containingCategoryIds, type Catalog } from '@/mocks/data/catalog';
import { categoryTree, withDescendants } from '@/mocks/data/categories';
import type { CatalogProduct } from '@/mocks/data/products';

const byLineId = new WeakMap<Catalog, ReadonlyMap<number, CatalogProduct>>();

/** The product a cart line's `product_id` names: a variation line carries the variation's id. */
function productOfLineId(id: number): CatalogProduct | undefined {
  const current = catalog();
  let ids = byLineId.get(current);
  if (!ids) {
    ids = new Map([...current.bySku.values()].map((entry) => [entry.variation?.id ?? entry.product.id, entry.product]));
    byLineId.set(current, ids);
  }
  return ids.get(id);
}

/** POST /api/category-children: per product id, the asked categories and their descendants that hold it. */
export function categoryChildren(productIds: readonly number[], categoryIds: readonly number[]): Record<string, number[]> {
  const { byId } = categoryTree();
  const wanted = new Set(
    categoryIds.flatMap((id) => {
      const category = byId.get(id);
      return category ? withDescendants(category).map((descendant) => descendant.id) : [];
    }),
  );
  const result: Record<string, number[]> = {};
  for (const productId of productIds) {
    const product = productOfLineId(productId);
    const holding = product ? containingCategoryIds(product) : new Set<number>();
    result[String(productId)] = [...wanted].filter((id) => holding.has(id));
  }
  return result;
}
