import type { MenuNode } from '@/features/shell/menu/menu-tree';

/** The localized category route of a menu node, for next-intl's Link. */
export function categoryHref(node: Pick<MenuNode, 'path'>) {
  return { pathname: '/category/[...path]', params: { path: node.path } } as const;
}
