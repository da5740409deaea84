import type { CheckoutCountry } from '@/features/checkout/country';
import { isValidOrganisationNumber, withoutWhitespace } from '@/features/checkout/organisation-number';

/**
 * The optional VAT number of a company customer. An empty field is the caller's business (the form
 * treats it as not given); these rules check a number that was typed. Letters may be typed in either
 * case and whitespace anywhere.
 *
 * Four countries build the VAT number from the organisation number, so its check digits are checked
 * too: a number that passes here is one the tax authorities could have issued, not only one of the
 * right length. The Dutch btw-id is not built from the KvK-nummer and is checked for shape only.
 */

/** After normalising; the capture group, where there is one, is the organisation number inside. */
const VAT_NUMBER_SHAPES: Record<CheckoutCountry, RegExp> = {
  SE: /^SE(\d{10})01$/,
  NO: /^NO(\d{9})MVA$/,
  DK: /^DK(\d{8})$/,
  FI: /^FI(\d{8})$/,
  NL: /^NL\d{9}B\d{2}$/,
};

export function normaliseVatNumber(value: string): string {
  return withoutWhitespace(value).toUpperCase();
}

export function isValidVatNumber(country: CheckoutCountry, value: string): boolean {
  const match = VAT_NUMBER_SHAPES[country].exec(normaliseVatNumber(value));
  if (match === null) return false;
  const organisationNumber = match[1];
  return organisationNumber === undefined || isValidOrganisationNumber(country, organisationNumber);
}
