import type { CategoryNode } from '@/platform/api/types';

/** A category as the menus need it: small enough to hand to client components. */
export interface MenuNode {
  id: number;
  name: string;
  /** Slash-free segments of the category path, e.g. ['reservdelar', 'apple']. */
  path: string[];
  children: MenuNode[];
}

/** The backend's category tree reduced to what the menus show (only `show_in_menu` categories). */
export function toMenuTree(nodes: readonly CategoryNode[]): MenuNode[] {
  return nodes
    .filter((node) => node.show_in_menu)
    .map((node) => ({
      id: node.id,
      name: node.name,
      path: node.uri.split('/').filter(Boolean),
      children: toMenuTree(node.children),
    }));
}
