import type { CategoryNode, CategoryRef } from '@/platform/api/types';
import type { BreadcrumbEntry } from '@/features/catalog/history/history';
import { flattenCategoryTree } from '@/features/seo';

/**
 * A product sits in one or more categories (a case in its model's category and among cases, a
 * campaign item also in the campaign category). Each gives the product a breadcrumb trail: that
 * category's ancestors, root first, then the category. The first is the product's own, primary trail.
 * A category the tree does not know still gives a trail of itself alone.
 */
export function productTrails(categories: readonly CategoryRef[], tree: readonly CategoryNode[]): CategoryRef[][] {
  const byId = new Map(flattenCategoryTree(tree).map((node) => [node.id, node]));
  return categories.map((category) => {
    const node = byId.get(category.id);
    return node ? [...node.hierarchy, { id: node.id, name: node.name, uri: node.uri }] : [category];
  });
}

/**
 * The trail to show (docs/product/catalog.md, CAT-12): the one through the listing the shopper
 * visited most recently among the categories of each trail, ancestors included; the primary trail (0)
 * when the history names none of them. `trailPaths` are the category paths of each trail.
 */
export function rememberedTrail(trailPaths: readonly (readonly string[])[], history: readonly BreadcrumbEntry[]): number {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const path = history[index]?.path;
    const trail = trailPaths.findIndex((paths) => paths.some((candidate) => candidate === path));
    if (trail >= 0) return trail;
  }
  return 0;
}
