import { netFromGross } from '@/platform/money/money';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * Prices including or excluding VAT (docs/product/cart.md, CART-20): switchable only where the storefront
 * allows it (not in da). Backend prices include VAT. How the choice reaches every price on the page
 * is decision 0033.
 */

/**
 * The VAT choice in force (docs/product/account.md, ACC-17): the shopper's own where they made one,
 * else prices without VAT for a signed-in company buyer and with VAT for everyone else. The choice is
 * per device and storefront and outlives a sign-out; only the company's default goes with the session.
 */
export function vatChoice(chosen: boolean | null, companyBuyer: boolean): boolean {
  return chosen ?? !companyBuyer;
}

/** Whether prices show VAT included: the shopper's choice, where the storefront lets them choose. */
export function showsVat(includeVat: boolean, storefront: Storefront): boolean {
  return includeVat || !storefront.allowExVAT;
}

/** The value of `html[data-vat]`, by which the stylesheet shows one of a price's two amounts. */
export function vatAttribute(includeVat: boolean): 'incl' | 'excl' {
  return includeVat ? 'incl' : 'excl';
}

/** The amount to show, in minor units; `formatMoney` rounds it to the storefront's digits. */
export function displayPrice(grossMinor: number, vatPercent: number, includeVat: boolean, storefront: Storefront): number {
  return showsVat(includeVat, storefront) ? grossMinor : netFromGross(grossMinor, vatPercent);
}
