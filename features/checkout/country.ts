import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * The countries whose checkout rules (organisation, VAT and mobile numbers, postal code layout) are
 * written out in features/checkout. The rules are tables keyed by country so that adding a country to
 * CHECKOUT_COUNTRIES fails to compile until every table has its row.
 */
const CHECKOUT_COUNTRIES = ['SE', 'NO', 'DK', 'FI', 'NL'] as const;
export type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number];

/**
 * Storefront.countryCode is a plain string, so a storefront of a new country could exist without
 * rules. Checking its shoppers against another country's rules would be wrong in a way nobody
 * notices, so it fails loudly instead; the unit table of every storefront catches it before a release.
 */
export function checkoutCountry(storefront: Storefront): CheckoutCountry {
  const country = CHECKOUT_COUNTRIES.find((code) => code === storefront.countryCode);
  if (country === undefined) throw new RangeError(`No checkout rules for country ${storefront.countryCode}`);
  return country;
}
