import { netFromGross } from '@/lib/money';
import type { Storefront } from '@/lib/storefronts';

/**
 * Prices including or excluding VAT (docs/product/cart.md, CART-20): switchable only where the storefront
 * allows it (not in da). Backend prices include VAT.
 */

export function canSwitchVat(storefront: Storefront): boolean {
  return storefront.allowExVAT;
}

/** The amount to show, in minor units; `formatMoney` rounds it to the storefront's digits. */
export function displayPrice(grossMinor: number, vatPercent: number, includeVat: boolean, storefront: Storefront): number {
  return includeVat || !canSwitchVat(storefront) ? grossMinor : netFromGross(grossMinor, vatPercent);
}
