import { describe, expect, it } from 'vitest';
import type { CartItem, Coupon } from '@/platform/api/types';
import { cartTotals } from '@/features/cart/cart-totals';
import { couponSchema } from '@/platform/api/schemas';

const line = (over: Partial<CartItem>): CartItem => ({
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
const coupon = (over: Record<string, unknown>): Coupon => couponSchema.parse({ code: 'ABC', applied: true, ...over });

describe('cartTotals', () => {
  it('sums lines and takes VAT out of the gross', () => {
    expect(cartTotals([line({ quantity: 2 }), line({ uuid: 'v', price: 5000 })], [])).toEqual({
      subtotal: 25000,
      discount: 0,
      total: 25000,
      vat: 5000,
      subtotalVat: 5000,
    });
  });

  it('applies the largest of global, group, category, personal and buy-x discounts, not their sum', () => {
    const lines = [line({ quantity: 2, group_id: 7, discount_category: 3 })];
    const global = coupon({ code: 'ALL10', percentage_discount: 10 });
    const group = coupon({ code: 'G15', percentage_discount: 15, specific_groups: [7] });
    const category = coupon({ code: 'C5', percentage_discount: 5, specific_discount_categories: [3] });
    expect(cartTotals(lines, [global]).discount).toBe(2000);
    expect(cartTotals(lines, [global, group, category]).discount).toBe(3000);
    expect(cartTotals(lines, [global], { '3': 20 }).discount).toBe(4000);
    const buyX = coupon({ code: 'B3G1', buy_x: 3, get_y: 1, buyx_free_amount: 50, discount_type_value: 3 });
    expect(cartTotals(lines, [global, buyX]).discount).toBe(5000);
  });

  it('never discounts more than the cart is worth, and scales VAT with the discount', () => {
    const totals = cartTotals([line({})], [coupon({ fixed_amount: 500 })]);
    expect(totals).toEqual({ subtotal: 10000, discount: 10000, total: 0, vat: 0, subtotalVat: 2000 });
    expect(cartTotals([line({})], [coupon({ percentage_discount: 50 })]).vat).toBe(1000);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([], [coupon({ percentage_discount: 10 })])).toEqual({ subtotal: 0, discount: 0, total: 0, vat: 0, subtotalVat: 0 });
  });
});
