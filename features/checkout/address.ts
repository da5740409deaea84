import { checkoutCountry } from '@/features/checkout/country';
import type { CheckoutCountry } from '@/features/checkout/country';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * The delivery address's postal code (docs/product/storefronts.md, SF-12). The storefront's postalCodePattern decides
 * what is valid, on the trimmed value; the normalised form is the one the country's post prints and
 * the backend receives: Sweden NNN NN, the Netherlands NNNN AA, the others their bare digits.
 */

/** Takes the valid code without its optional space. */
const POSTAL_CODE_LAYOUTS: Record<CheckoutCountry, (compact: string) => string> = {
  SE: (compact) => `${compact.slice(0, 3)} ${compact.slice(3)}`,
  NO: (compact) => compact,
  DK: (compact) => compact,
  FI: (compact) => compact,
  NL: (compact) => `${compact.slice(0, 4)} ${compact.slice(4).toUpperCase()}`,
};

export function isValidPostalCode(storefront: Storefront, value: string): boolean {
  return storefront.postalCodePattern.test(value.trim());
}

/** An invalid code comes back trimmed only, for the shopper to correct as they typed it. */
export function normalisePostalCode(storefront: Storefront, value: string): string {
  const trimmed = value.trim();
  if (!isValidPostalCode(storefront, trimmed)) return trimmed;
  return POSTAL_CODE_LAYOUTS[checkoutCountry(storefront)](trimmed.replace(' ', ''));
}
