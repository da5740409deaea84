import { binOf } from './bin';

/** Fixture: a shelf and its bin import each other, which `import/no-cycle` forbids. */
export function shelfOf(sku: string): string {
  return `shelf-${binOf(sku)}`;
}
