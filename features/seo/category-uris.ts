import type { CategoryNode } from '@/platform/api/types';
import { STOREFRONT_CODES, type StorefrontCode } from '@/platform/storefronts/storefronts';
import type { StorefrontUrls } from '@/features/seo/metadata';

/**
 * Category URIs are localized per storefront (`reservdelar/apple` in sv, `varaosat/apple` in fi),
 * but a category has the same numeric id in every storefront. These maps let a category page name
 * its counterparts in the other storefronts.
 */

/** Every category of a tree, at any depth, by id. */
export function categoryUrisById(tree: readonly CategoryNode[]): Map<number, string> {
  const uris = new Map<number, string>();
  const stack = [...tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    uris.set(node.id, node.uri);
    stack.push(...node.children);
  }
  return uris;
}

/** Every category of a tree, parents before their children, in the tree's own order. */
export function flattenCategoryTree(tree: readonly CategoryNode[]): CategoryNode[] {
  return tree.flatMap((node) => [node, ...flattenCategoryTree(node.children)]);
}

/**
 * The URL of a category in each storefront whose tree holds its id. A storefront whose tree could not
 * be read is left out rather than guessed at.
 */
export function categoryUrlsById(
  categoryId: number,
  urisByStorefront: Partial<Record<StorefrontCode, ReadonlyMap<number, string>>>,
  urlFor: (storefront: StorefrontCode, uri: string) => string,
): StorefrontUrls {
  const urls: StorefrontUrls = {};
  for (const code of STOREFRONT_CODES) {
    const uri = urisByStorefront[code]?.get(categoryId);
    if (uri !== undefined) urls[code] = urlFor(code, uri);
  }
  return urls;
}
