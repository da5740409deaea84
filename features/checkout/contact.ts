import { checkoutCountry } from '@/features/checkout/country';
import type { CheckoutCountry } from '@/features/checkout/country';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * The shopper's mobile number (docs/product/storefronts.md, SF-13); the e-mail address is platform/forms/email-address.ts.
 *
 * A mobile number is checked, and sent, in the national form that the storefront's mobilePattern is
 * written for. Shoppers also type their own country's international form (+46 70 ..., 0046 70 ...),
 * often with the trunk 0 in brackets after the calling code (+46 (0)70 ...), so that form is mapped to
 * the national one first. A number of another country stays as typed and so fails the pattern, which
 * is written for the storefront's own country.
 */

interface Dialling {
  callingCode: string;
  /** The digit dialled before an area or mobile prefix within the country; Norway and Denmark have none. */
  trunkPrefix: string;
  /** Sweden's pattern is written with the trunk 0 (07...); Finland's and the Netherlands' without (40..., 6...). */
  patternHasTrunkPrefix: boolean;
}

const DIALLING: Record<CheckoutCountry, Dialling> = {
  SE: { callingCode: '46', trunkPrefix: '0', patternHasTrunkPrefix: true },
  NO: { callingCode: '47', trunkPrefix: '', patternHasTrunkPrefix: false },
  DK: { callingCode: '45', trunkPrefix: '', patternHasTrunkPrefix: false },
  FI: { callingCode: '358', trunkPrefix: '0', patternHasTrunkPrefix: false },
  NL: { callingCode: '31', trunkPrefix: '0', patternHasTrunkPrefix: false },
};

/** The grouping shoppers type (070-123 45 67, (040) 123.4567) carries no meaning. */
export function normaliseMobile(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

function withoutPrefix(value: string, prefix: string): string {
  return value.startsWith(prefix) ? value.slice(prefix.length) : value;
}

/** The number the storefront's mobilePattern is tested against and the backend receives. */
export function nationalMobile(storefront: Storefront, value: string): string {
  const { callingCode, trunkPrefix, patternHasTrunkPrefix } = DIALLING[checkoutCountry(storefront)];
  const number = normaliseMobile(value);
  const international = [`+${callingCode}`, `00${callingCode}`].find((prefix) => number.startsWith(prefix));
  if (international === undefined) return patternHasTrunkPrefix ? number : withoutPrefix(number, trunkPrefix);
  const subscriber = withoutPrefix(number.slice(international.length), trunkPrefix);
  return patternHasTrunkPrefix ? trunkPrefix + subscriber : subscriber;
}

export function isValidMobile(storefront: Storefront, value: string): boolean {
  return storefront.mobilePattern.test(nationalMobile(storefront, value));
}
