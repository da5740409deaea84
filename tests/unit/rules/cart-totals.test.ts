import { describe, expect, it } from 'vitest';
import { cartTotals } from '@/features/cart/cart-totals';
import { coupon, line } from './discount-line';

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
