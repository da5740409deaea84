import type { CartItem } from '@/platform/api/types';

/** A cart line as the backend answers it: the stores' tests keep and restore it. */
export const line = (over: Partial<CartItem> = {}): CartItem => ({
  uuid: 'line-1',
  type: 1,
  thumb: { url: '/t.svg', width: 300, height: 300 },
  name: 'iPhone 13 Skärm OLED',
  slug: 'iphone-13-skarm',
  product_id: 11,
  sku: 'TDS11',
  price: 129900,
  ordinary_price: 129900,
  pricing: [
    { q: 1, p: 129900 },
    { q: 5, p: 119900 },
  ],
  quantity: 1,
  vat: 25,
  categories: [3],
  group_id: 2,
  discount_category: 1,
  stock_status: 'in-stock',
  ...over,
});
