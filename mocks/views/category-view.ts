import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { categoryTree, type CatalogCategory } from '@/mocks/data/categories';
import { categoryImageUrl, THUMB_SIZE } from '@/mocks/views/images';
import type { CategoryNodeBody, CategoryRefBody } from '@/mocks/views/wire';

export function categoryRef(category: CatalogCategory, locale: StorefrontCode): CategoryRefBody {
  return { id: category.id, name: category.name[locale], uri: category.uri[locale] };
}

/** A category with its subtree; `menuOnly` keeps only the nodes shown in the main menu. */
export function categoryNode(category: CatalogCategory, locale: StorefrontCode, menuOnly = false): CategoryNodeBody {
  return {
    id: category.id,
    slug: category.slug[locale],
    name: category.name[locale],
    thumb: { url: categoryImageUrl(category.id), width: THUMB_SIZE, height: THUMB_SIZE },
    uri: category.uri[locale],
    parent_id: category.parentId,
    show_in_menu: category.showInMenu,
    hierarchy: category.ancestors.map((ancestor) => categoryRef(ancestor, locale)),
    children: category.children.filter((child) => !menuOnly || child.showInMenu).map((child) => categoryNode(child, locale, menuOnly)),
  };
}

const trees = new Map<string, CategoryNodeBody[]>();

/** The whole tree (or the main menu) of one storefront, built once. */
export function categoryTreeBody(locale: StorefrontCode, menuOnly: boolean): CategoryNodeBody[] {
  const key = `${locale}:${menuOnly}`;
  let body = trees.get(key);
  if (!body) {
    body = categoryTree()
      .roots.filter((root) => !menuOnly || root.showInMenu)
      .map((root) => categoryNode(root, locale, menuOnly));
    trees.set(key, body);
  }
  return body;
}
