import { checkoutSchema } from '@/platform/api/schemas';
import type { Checkout } from '@/platform/api/types';

/** One checkout line as the backend sends it: prices in decimal major units. */
export function wireLine(overrides: Record<string, unknown> = {}) {
  return {
    uuid: 'line-1',
    type: 1,
    thumb: null,
    name: 'iPhone 13 Skärm OLED',
    slug: 'iphone-13-skarm',
    product_id: 11,
    sku: 'TDS11',
    price: 1299,
    ordinary_price: 1299,
    pricing: [{ q: 1, p: 1299 }],
    quantity: 1,
    vat: 25,
    categories: [3],
    group_id: 2,
    discount_category: 1,
    stock_status: 'in-stock',
    ...overrides,
  };
}

/** A checkout as the shop holds it, parsed from a wire body: amounts in minor units. */
export function checkoutFrom(
  items: Record<string, unknown>[] = [wireLine()],
  totals: { subtotal: number; discount: number; shipping: number; vat: number; total: number } = {
    subtotal: 1299,
    discount: 0,
    shipping: 0,
    vat: 259.8,
    total: 1299,
  },
): Checkout {
  return checkoutSchema.parse({
    id: 'chk-1',
    status: 'open',
    customer_type: 'private',
    postal_code: null,
    items,
    shipping_methods: [],
    shipping_method: null,
    payment_methods: [],
    totals,
  });
}
