import type { CartItem, Coupon } from '@/platform/api/types';

/** A plain cart line (no origin markers) priced 100.00 from 1, 90.00 from 5 and 80.00 from 10 pieces. */
export function cartLine(overrides: Partial<CartItem> = {}): CartItem {
  return {
    uuid: 'line-1',
    type: 1,
    thumb: null,
    name: 'iPhone 13 screen',
    slug: 'iphone-13-screen',
    product_id: 1,
    sku: 'TDS10001',
    price: 10000,
    ordinary_price: 10000,
    pricing: [
      { q: 1, p: 10000 },
      { q: 5, p: 9000 },
      { q: 10, p: 8000 },
    ],
    quantity: 1,
    vat: 25,
    categories: [10],
    group_id: 1,
    discount_category: 7,
    stock_status: 'in-stock',
    ...overrides,
  };
}

/** A coupon with the defaults the coupon schema fills in; amounts in minor units. */
export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'SUMMER10',
    applied: true,
    specific_groups: [],
    excluded_groups: [],
    specific_discount_categories: [],
    failed_minimum_spend: false,
    customer_discount: false,
    buy_products: [],
    buy_categories: [],
    buy_groups: [],
    get_products: [],
    get_categories: [],
    get_groups: [],
    all_affected_items: [],
    coupon_amounts: [],
    whole_order: false,
    ...overrides,
  };
}
