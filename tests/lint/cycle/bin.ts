import { shelfOf } from './shelf';

/** Fixture: the other half of the circle. */
export function binOf(sku: string): string {
  return sku.length > 3 ? sku.slice(0, 3) : shelfOf(sku.padEnd(4, '0'));
}
