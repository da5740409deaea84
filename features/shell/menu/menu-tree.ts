import type { BrandSummary, CategoryNode } from '@/platform/api/types';
import { MOBILE_MENU_BRAND_COUNT } from '@/features/shell/menu/constants';

/** A category as the menus need it: small enough to hand to client components. */
export interface MenuNode {
  id: number;
  name: string;
  /** The category page, localized on the server: the menus' links need no route table (decision 0066). */
  href: string;
  children: MenuNode[];
}

/**
 * The backend's category tree reduced to what the menus show (only `show_in_menu` categories);
 * `categoryHref` gets a category's slash-free path segments, e.g. ['reservdelar', 'apple'].
 */
export function toMenuTree(nodes: readonly CategoryNode[], categoryHref: (path: string[]) => string): MenuNode[] {
  return nodes
    .filter((node) => node.show_in_menu)
    .map((node) => ({
      id: node.id,
      name: node.name,
      href: categoryHref(node.uri.split('/').filter(Boolean)),
      children: toMenuTree(node.children, categoryHref),
    }));
}

/** A brand of the mobile menu's brands view. */
export interface MenuBrand {
  id: number;
  name: string;
  href: string;
}

/** The brands the mobile menu lists (CHR-6): only those go to the browser, with their pages' hrefs. */
export function toMenuBrands(brands: readonly BrandSummary[], brandHref: (slug: string) => string): MenuBrand[] {
  return brands.slice(0, MOBILE_MENU_BRAND_COUNT).map((brand) => ({ id: brand.id, name: brand.name, href: brandHref(brand.slug) }));
}
