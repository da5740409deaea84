import type { CartItem, ShippingMethod } from '@/platform/api/types';
import { getStorefront, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { VAT_PERCENT } from '@/mocks/data/localized';
import {
  CARRIER_DAYS,
  FREE_FROM_THRESHOLD,
  FREE_SHIPPING_FROM,
  NO_HOME_DELIVERY_PREFIX,
  OFFERED_KINDS,
  SHIPPING_PRICES,
  SHIPPING_PROCESSORS,
  STOCK_WAIT_DAYS,
} from '@/mocks/data/shipping';

export function isPostalCodeOf(locale: StorefrontCode, postalCode: string): boolean {
  return getStorefront(locale).postalCodePattern.test(postalCode.trim());
}

/** Days before the slowest line can leave the warehouse. */
function waitDays(lines: readonly CartItem[]): number {
  return lines.reduce((slowest, line) => Math.max(slowest, STOCK_WAIT_DAYS[line.stock_status]), 0);
}

/**
 * The methods the storefront's one processor offers to a postal code, prices in minor units with
 * VAT: none for a postal code the storefront does not know or an empty cart, no home delivery to a
 * remote area, pick-up free once the lines after discount reach the threshold.
 */
export function shippingMethods(locale: StorefrontCode, postalCode: string | null, lines: readonly CartItem[], linesTotal: number): ShippingMethod[] {
  if (lines.length === 0 || postalCode === null || !isPostalCodeOf(locale, postalCode)) return [];
  const { processor, carrier, externalIds } = SHIPPING_PROCESSORS[locale];
  const free = linesTotal >= FREE_SHIPPING_FROM[locale];
  const wait = waitDays(lines);
  return OFFERED_KINDS.filter((kind) => kind !== 'home' || !postalCode.trim().startsWith(NO_HOME_DELIVERY_PREFIX)).map((kind) => ({
    id: `${processor}-${kind}`,
    processor,
    external_id: externalIds[kind],
    kind,
    carrier,
    price: free && FREE_FROM_THRESHOLD[kind] ? 0 : SHIPPING_PRICES[locale][kind],
    vat: VAT_PERCENT[locale],
    delivery_days: { min: CARRIER_DAYS[kind].min + wait, max: CARRIER_DAYS[kind].max + wait },
  }));
}
