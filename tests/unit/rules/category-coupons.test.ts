import { describe, expect, it } from 'vitest';
import { cartTotals } from '@/features/cart/cart-totals';
import { isCategoryCoupon, productsInCategories } from '@/features/cart/coupons/category-coupons';
import { cartLine, coupon } from './fixtures';

// Category 20 (a brand) has the model categories 21 and 22 below it; category 30 is another brand's model.
const inModel = cartLine({ uuid: 'a', product_id: 1, sku: 'TDS10001', categories: [21], price: 10000 });
const otherBrand = cartLine({ uuid: 'b', product_id: 2, sku: 'TDS10002', categories: [30], price: 20000 });
const lines = [inModel, otherBrand];
const brandCoupon = coupon({ code: 'APPLE20', percentage_discount: 20, get_categories: [20] });

describe('category coupons (docs/product/cart.md, CART-18)', () => {
  it('are percentage coupons naming catalog categories, never buy-x coupons', () => {
    expect(isCategoryCoupon(brandCoupon)).toBe(true);
    expect(isCategoryCoupon(coupon({ percentage_discount: 10 }))).toBe(false);
    expect(isCategoryCoupon(coupon({ get_categories: [20], buy_x: 3, get_y: 1 }))).toBe(false);
  });

  it('read a map answer: a product with any asked category or descendant matches', () => {
    expect(productsInCategories({ '1': [20, 21], '2': [] }, lines, [20])).toEqual([1]);
    expect(productsInCategories({ '1': [21] }, lines, [20])).toEqual([1]);
    expect(productsInCategories({}, lines, [20])).toEqual([]);
  });

  it('read a list answer as the descendants of the asked categories', () => {
    expect(productsInCategories([21, 22], lines, [20])).toEqual([1]);
    expect(productsInCategories([], [cartLine({ product_id: 3, categories: [20] })], [20])).toEqual([3]);
    expect(productsInCategories([22], lines, [20])).toEqual([]);
  });

  it('discount only the lines in their categories', () => {
    const totals = cartTotals(lines, [brandCoupon], {}, { APPLE20: [1] });
    expect(totals.discount).toBe(2000);
    expect(totals.total).toBe(28000);
  });

  it('discount nothing when the lookup found nothing or failed', () => {
    expect(cartTotals(lines, [brandCoupon], {}, { APPLE20: [] }).discount).toBe(0);
    expect(cartTotals(lines, [brandCoupon]).discount).toBe(0);
  });

  it('count as the category candidate of the best discount', () => {
    const everything = coupon({ code: 'SOMMAR10', percentage_discount: 10 });
    expect(cartTotals(lines, [everything, brandCoupon], {}, { APPLE20: [1] }).discount).toBe(3000);
    expect(cartTotals(lines, [everything, brandCoupon], {}, { APPLE20: [1, 2] }).discount).toBe(6000);
  });
});
