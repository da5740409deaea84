import type { CartItem } from '@/platform/api/types';
import { percentOf, roundToDisplay } from '@/platform/money/money';
import type { Storefront } from '@/platform/storefronts/storefronts';
import type { CartItemInput } from '@/mocks/http/bodies';

/** What a test tag of an earlier order e-mail changed on a checkout, for good (see mocks/README.md). */
export interface CheckoutAdjustments {
  /** `+price`: every line costs 10 % more. */
  priceRise: boolean;
  /** `+stock`: only one piece of this sku is left. */
  cutSku: string | null;
}

export const NO_ADJUSTMENTS: CheckoutAdjustments = { priceRise: false, cutSku: null };

const PRICE_RISE_PERCENT = 110;

const isCut = (sku: string, cutSku: string | null) => cutSku !== null && sku.toUpperCase() === cutSku;

/** The items with the cut sku at one piece at most, so the line is re-priced at its new quantity. */
export function cutItems(items: readonly CartItemInput[], cutSku: string | null): CartItemInput[] {
  return items.map((item) => (!item.added_by_coupon && isCut(item.sku, cutSku) ? { ...item, quantity: Math.min(item.quantity, 1) } : item));
}

/** 10 % up, rounded to what the storefront shows (whole kronor, cents), as a new price list would be. */
function raised(amount: number, storefront: Storefront): number {
  return roundToDisplay(percentOf(amount, PRICE_RISE_PERCENT), storefront);
}

/**
 * The re-priced lines with the adjustments applied: the cut line says it was cut
 * (`adjusted_quantity: 1`) when more was asked for, and a price rise reaches every price of every line.
 */
export function adjustLines(
  lines: readonly CartItem[],
  requested: readonly CartItemInput[],
  adjustments: CheckoutAdjustments,
  storefront: Storefront,
): CartItem[] {
  const { cutSku } = adjustments;
  const askedForMore = requested.some((item) => !item.added_by_coupon && isCut(item.sku, cutSku) && item.quantity > 1);
  return lines.map((line) => {
    const cut = askedForMore && !line.added_by_coupon && isCut(line.sku, cutSku) ? { ...line, adjusted_quantity: 1 } : line;
    if (!adjustments.priceRise) return cut;
    return {
      ...cut,
      price: raised(cut.price, storefront),
      ordinary_price: raised(cut.ordinary_price, storefront),
      pricing: cut.pricing.map((tier) => ({ q: tier.q, p: raised(tier.p, storefront) })),
    };
  });
}

/** The sku `+stock` cuts: the first line of two or more pieces, if there is one. */
export function skuToCut(lines: readonly CartItem[]): string | null {
  return lines.find((line) => !line.added_by_coupon && line.quantity >= 2)?.sku.toUpperCase() ?? null;
}
