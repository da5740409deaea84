import parsePhoneNumberFromString, { type MetadataJson, type PhoneNumberType } from 'libphonenumber-js/core/es6';
import { checkoutCountry, type CheckoutCountry } from '@/features/checkout/country';
import phoneMetadata from '@/features/checkout/phone-metadata.json';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * The shopper's mobile number (docs/product/checkout.md, CHK-17 and CHK-18; decision 0036): whether
 * the checkout and the profile take it, and the one form the backend gets, E.164 (`+31612345678`).
 *
 * A number is taken when either holds:
 * - the storefront's mobilePattern (docs/product/storefronts.md, SF-13) matches its national form,
 *   as it always did: every number taken before is still taken;
 * - it is a valid mobile number of the storefront's own country by that country's numbering plan
 *   (libphonenumber-js, with the plans of SE, NO, DK, FI and NL only: phone-metadata.json, written by
 *   scripts/phone-metadata.ts). Danish numbers do not tell mobile from fixed, so any valid Danish
 *   number is taken there.
 *
 * Either way it may be typed in the national form (06 12345678) or the international one (+31 6
 * 12345678, 0031 6 12345678), often with the trunk 0 in brackets after the calling code (+31 (0)6
 * ...), grouped by spaces, hyphens, brackets or dots. A number of another country is refused.
 */

const METADATA = phoneMetadata as unknown as MetadataJson;

interface Dialling {
  callingCode: string;
  /** The digit dialled before an area or mobile prefix within the country; Norway and Denmark have none. */
  trunkPrefix: string;
  /** Sweden's pattern is written with the trunk 0 (07...); Finland's and the Netherlands' without (40..., 6...). */
  patternHasTrunkPrefix: boolean;
  /** The number types of the numbering plan the checkout takes. */
  types: readonly PhoneNumberType[];
}

/** A number either type could be (the plan's patterns overlap) may well be a mobile one. */
const MOBILE: readonly PhoneNumberType[] = ['MOBILE', 'FIXED_LINE_OR_MOBILE'];

const DIALLING: Record<CheckoutCountry, Dialling> = {
  SE: { callingCode: '46', trunkPrefix: '0', patternHasTrunkPrefix: true, types: MOBILE },
  NO: { callingCode: '47', trunkPrefix: '', patternHasTrunkPrefix: false, types: MOBILE },
  DK: { callingCode: '45', trunkPrefix: '', patternHasTrunkPrefix: false, types: [...MOBILE, 'FIXED_LINE'] },
  FI: { callingCode: '358', trunkPrefix: '0', patternHasTrunkPrefix: false, types: MOBILE },
  NL: { callingCode: '31', trunkPrefix: '0', patternHasTrunkPrefix: false, types: MOBILE },
};

/**
 * A phone number in E.164: +, the calling code and the national significant number, 15 digits at
 * most. The one form the order and the profile send a mobile number in (proposed; decision 0036).
 */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/** Digits with an optional leading +, once the grouping is gone; no extension, no letters. */
const DIALLABLE = /^\+?\d{1,20}$/;

export type MobileVerdict = { valid: true; e164: string } | { valid: false };

const REFUSED: MobileVerdict = { valid: false };

/** The grouping shoppers type (070-123 45 67, (040) 123.4567) carries no meaning. */
export function normaliseMobile(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

function withoutPrefix(value: string, prefix: string): string {
  return value.startsWith(prefix) ? value.slice(prefix.length) : value;
}

/**
 * The national form the storefront's mobilePattern is written for: the own country's international
 * form (+46 70 ..., 0046 70 ..., +46 (0)70 ...) mapped to it. A number of another country stays as
 * typed, without its grouping, and so fails the pattern.
 */
export function nationalMobile(storefront: Storefront, value: string): string {
  const { callingCode, trunkPrefix, patternHasTrunkPrefix } = DIALLING[checkoutCountry(storefront)];
  const number = normaliseMobile(value);
  const international = [`+${callingCode}`, `00${callingCode}`].find((prefix) => number.startsWith(prefix));
  if (international === undefined) return patternHasTrunkPrefix ? number : withoutPrefix(number, trunkPrefix);
  const subscriber = withoutPrefix(number.slice(international.length), trunkPrefix);
  return patternHasTrunkPrefix ? trunkPrefix + subscriber : subscriber;
}

/** Whether the checkout takes the number, and as which E.164 number. Never throws, whatever the value. */
export function judgeMobile(storefront: Storefront, value: string): MobileVerdict {
  const country = checkoutCountry(storefront);
  const dialling = DIALLING[country];
  const national = nationalMobile(storefront, value);
  if (storefront.mobilePattern.test(national)) {
    const subscriber = dialling.patternHasTrunkPrefix ? withoutPrefix(national, dialling.trunkPrefix) : national;
    return { valid: true, e164: `+${dialling.callingCode}${subscriber}` };
  }
  const diallable = normaliseMobile(value);
  if (!DIALLABLE.test(diallable)) return REFUSED;
  const number = parsePhoneNumberFromString(diallable, { defaultCountry: country, extract: false }, METADATA);
  if (number?.country !== country) return REFUSED;
  const type = number.getType();
  return type !== undefined && dialling.types.includes(type) ? { valid: true, e164: number.number } : REFUSED;
}

export function isValidMobile(storefront: Storefront, value: string): boolean {
  return judgeMobile(storefront, value).valid;
}

/**
 * What the backend receives for a number the form has checked: its E.164 form. A number that is not
 * valid goes as typed, without its grouping, for the backend to refuse.
 */
export function mobileForBackend(storefront: Storefront, value: string): string {
  const verdict = judgeMobile(storefront, value);
  return verdict.valid ? verdict.e164 : normaliseMobile(value);
}

/**
 * A number the backend holds as a shopper of the storefront writes it: a number the checkout takes in
 * the country's national form (`+31612345678` -> `06 12345678`, `0701234567` -> `070-123 45 67`),
 * anything else as it is.
 */
export function displayMobile(storefront: Storefront, stored: string): string {
  const verdict = judgeMobile(storefront, stored);
  const number = verdict.valid ? parsePhoneNumberFromString(verdict.e164, METADATA) : undefined;
  return number?.country === storefront.countryCode ? number.formatNational() : stored;
}
