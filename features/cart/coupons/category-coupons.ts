import type * as z from 'zod/mini';
import type { categoryChildrenSchema } from '@/platform/api/schemas';
import type { CartItem, Coupon } from '@/platform/api/types';
import { isBuyXCoupon } from '@/features/cart/coupons/validity';

/**
 * Coupons limited to catalog categories (docs/product/cart.md, CART-18): a percentage coupon whose
 * `get_categories` names categories reaches only the cart lines whose product is in one of them or in
 * a category below one. The cart does not hold the category tree, so POST /api/category-children tells
 * which of its products those are. A failed lookup is no match (docs/product/errors.md, ERR-8): the coupon then reaches
 * none of the lines, and nothing else changes.
 */

/** The products of the cart in each category coupon's categories, by coupon code. */
export type CouponCategoryProducts = Readonly<Record<string, readonly number[]>>;

export type CategoryChildrenAnswer = z.output<typeof categoryChildrenSchema>;

export function isCategoryCoupon(coupon: Coupon): boolean {
  return !isBuyXCoupon(coupon) && coupon.get_categories.length > 0;
}

/**
 * The cart's products in `categories`, from the category-children answer. As a map it names, per
 * product id, the asked categories and their descendants that hold the product: any one is a match. As
 * a list it names the asked categories' descendants: a line matches when one of its own categories is
 * an asked one or in that list.
 */
export function productsInCategories(answer: CategoryChildrenAnswer, lines: readonly CartItem[], categories: readonly number[]): number[] {
  const productIds = [...new Set(lines.map((line) => line.product_id))];
  if (Array.isArray(answer)) {
    const reached = new Set([...categories, ...answer]);
    return productIds.filter((id) => lines.some((line) => line.product_id === id && line.categories.some((category) => reached.has(category))));
  }
  return productIds.filter((id) => (answer[String(id)] ?? []).length > 0);
}

/** Whether a category coupon reaches the line's product; every other coupon has no category limit. */
export function isInCouponCategories(coupon: Coupon, line: CartItem, categoryProducts: CouponCategoryProducts): boolean {
  return !isCategoryCoupon(coupon) || (categoryProducts[coupon.code] ?? []).includes(line.product_id);
}
