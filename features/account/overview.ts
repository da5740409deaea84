import type { OrderSummary } from '@/platform/api/types';

/** Orders shown on the account overview; the order list has the rest. */
export const OVERVIEW_ORDER_COUNT = 3;

/** The shop's discount categories (the products' `discount_category`), in the order the overview lists them. */
const DISCOUNT_CATEGORIES = { spareParts: '1', accessories: '2', tools: '3' } as const;
export type KnownDiscountCategory = (typeof DISCOUNT_CATEGORIES)[keyof typeof DISCOUNT_CATEGORIES];

export function isKnownDiscountCategory(category: string): category is KnownDiscountCategory {
  return (Object.values(DISCOUNT_CATEGORIES) as string[]).includes(category);
}

/** The latest orders, newest first, whatever order the backend's page had them in. */
export function latestOrders(orders: readonly OrderSummary[]): OrderSummary[] {
  return [...orders].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, OVERVIEW_ORDER_COUNT);
}

/** The customer's personal discounts that take anything off, by discount category id. */
export function personalDiscounts(discounts: Record<string, number>): { category: string; percent: number }[] {
  return Object.entries(discounts)
    .filter(([, percent]) => Number.isFinite(percent) && percent > 0)
    .map(([category, percent]) => ({ category, percent }))
    .sort((a, b) => Number(a.category) - Number(b.category) || a.category.localeCompare(b.category));
}
