import type { QueryClient } from '@tanstack/react-query';
import { fetchCategoryChildren } from '@/platform/api/calls/catalog';
import type { CartItem, Coupon } from '@/platform/api/types';
import { isCategoryCoupon, productsInCategories, type CouponCategoryProducts } from '@/features/cart/coupons/category-coupons';
import { COUPON_CACHE_MS } from '@/features/cart/coupons/reconcile';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * Asks POST /api/category-children which of the cart's products are in each category coupon's
 * categories, once per coupon, cached as long as the coupon check. A failed lookup counts as no
 * product (docs/product/errors.md, ERR-8) and is not cached, so the next sync round asks again.
 */
export async function couponCategoryProducts(
  storefront: StorefrontCode,
  queryClient: QueryClient,
  coupons: readonly Coupon[],
  lines: readonly CartItem[],
): Promise<CouponCategoryProducts> {
  const productIds = [...new Set(lines.map((line) => line.product_id))].sort((a, b) => a - b);
  const entries = await Promise.all(
    coupons.filter(isCategoryCoupon).map(async (coupon): Promise<[string, number[]]> => {
      try {
        const answer = await queryClient.fetchQuery({
          queryKey: ['category-children', storefront, productIds, coupon.get_categories],
          queryFn: async () => {
            const result = await fetchCategoryChildren(storefront, productIds, coupon.get_categories);
            if (!result.ok) throw new Error(`category-children failed: ${result.error.kind}`);
            return result.data;
          },
          staleTime: COUPON_CACHE_MS,
          retry: false,
        });
        return [coupon.code, productsInCategories(answer, lines, coupon.get_categories)];
      } catch {
        return [coupon.code, []];
      }
    }),
  );
  return Object.fromEntries(entries);
}
