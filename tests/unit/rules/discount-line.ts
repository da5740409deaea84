import type { CartItem, Coupon } from '@/platform/api/types';
import { couponSchema } from '@/platform/api/schemas';

/** A line of 100.00 a piece, one of them: the discount rules' tests count from it. */
export const line = (over: Partial<CartItem> = {}): CartItem => ({
  uuid: 'u',
  type: 1,
  thumb: null,
  name: 'Skärm',
  slug: 's',
  product_id: 1,
  sku: 'TDS1',
  price: 10000,
  ordinary_price: 10000,
  pricing: [{ q: 1, p: 10000 }],
  quantity: 1,
  vat: 25,
  categories: [1],
  group_id: 1,
  discount_category: 1,
  stock_status: 'in-stock',
  ...over,
});

/** An applied coupon as the backend answers it. */
export const coupon = (over: Record<string, unknown>): Coupon => couponSchema.parse({ code: 'ABC', applied: true, ...over });
