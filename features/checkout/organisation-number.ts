import type { CheckoutCountry } from '@/features/checkout/country';

/**
 * The organisation number a company customer gives at checkout, one rule per country.
 *
 * Whitespace anywhere is ignored: numbers are copied from letterheads and registers that group the
 * digits. The only other separator accepted is the hyphen that Sweden and Finland print; a dot,
 * slash or a hyphen elsewhere is a typing error we would rather have the shopper look at.
 *
 * - SE organisationsnummer: 10 digits, hyphen before the last four allowed, Luhn check digit. The
 *   12-digit form of the Tax Agency starts with the century digits 16, which are dropped. A legal
 *   entity's third digit is 2 or more; a sole trader (enskild firma) trades under their personnummer,
 *   whose third and fourth digits are a month and fifth and sixth a day (61-91 in a samordningsnummer,
 *   which adds 60 to the day). Sent as NNNNNN-NNNN.
 * - NO organisasjonsnummer: 9 digits starting with 8 or 9, MOD11 check digit. Sent as 9 digits.
 * - DK CVR-nummer: 8 digits not starting with 0, weighted sum divisible by 11. Sent as 8 digits.
 * - FI Y-tunnus: 7 digits, hyphen, check digit (the hyphen may be left out). Sent as NNNNNNN-N.
 * - NL KvK-nummer: 8 digits, no check digit. Sent as 8 digits.
 */

interface OrganisationNumberRule {
  /** The number once whitespace is removed; the capture groups together are its digits. */
  shape: RegExp;
  hasValidCheckDigit: (digits: string) => boolean;
  format: (digits: string) => string;
}

export function withoutWhitespace(value: string): string {
  return value.replace(/\s+/g, '');
}

function weightedSum(digits: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0);
}

/** Doubling every second digit from the right, the doubled digits' digit sums, total divisible by 10. */
function hasValidLuhnCheckDigit(digits: string): boolean {
  const sum = [...digits].reverse().reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 1 ? 2 : 1);
    return total + (value > 9 ? value - 9 : value);
  }, 0);
  return sum % 10 === 0;
}

/**
 * The MOD11 check digit of Norway and Finland: 11 - (sum mod 11), where 11 stands for 0. A sum that
 * would need a 10 matches no digit, so no number is issued with it (Finland words the same rule as
 * remainder 0 -> 0, remainder 1 -> invalid, otherwise 11 - remainder).
 */
function mod11CheckDigit(sum: number): number {
  return (11 - (sum % 11)) % 11;
}

function isBetween(value: string, from: number, to: number): boolean {
  return Number(value) >= from && Number(value) <= to;
}

function isPersonnummerDate(digits: string): boolean {
  const month = digits.slice(2, 4);
  const day = digits.slice(4, 6);
  return isBetween(month, 1, 12) && (isBetween(day, 1, 31) || isBetween(day, 61, 91));
}

const SE_LEGAL_ENTITY_MIN_THIRD_DIGIT = 2;
const NO_WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;
const DK_WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1] as const;
const FI_WEIGHTS = [7, 9, 10, 5, 8, 4, 2] as const;

const RULES: Record<CheckoutCountry, OrganisationNumberRule> = {
  SE: {
    shape: /^(?:16)?(\d{6})-?(\d{4})$/,
    hasValidCheckDigit: (digits) => hasValidLuhnCheckDigit(digits) && (Number(digits[2]) >= SE_LEGAL_ENTITY_MIN_THIRD_DIGIT || isPersonnummerDate(digits)),
    format: (digits) => `${digits.slice(0, 6)}-${digits.slice(6)}`,
  },
  NO: {
    shape: /^([89]\d{8})$/,
    hasValidCheckDigit: (digits) => mod11CheckDigit(weightedSum(digits, NO_WEIGHTS)) === Number(digits[8]),
    format: (digits) => digits,
  },
  DK: {
    shape: /^([1-9]\d{7})$/,
    hasValidCheckDigit: (digits) => weightedSum(digits, DK_WEIGHTS) % 11 === 0,
    format: (digits) => digits,
  },
  FI: {
    shape: /^(\d{7})-?(\d)$/,
    hasValidCheckDigit: (digits) => mod11CheckDigit(weightedSum(digits, FI_WEIGHTS)) === Number(digits[7]),
    format: (digits) => `${digits.slice(0, 7)}-${digits.slice(7)}`,
  },
  NL: {
    shape: /^(\d{8})$/,
    hasValidCheckDigit: () => true,
    format: (digits) => digits,
  },
};

function digitsOf(country: CheckoutCountry, value: string): string | null {
  const match = RULES[country].shape.exec(withoutWhitespace(value));
  return match ? match.slice(1).join('') : null;
}

export function isValidOrganisationNumber(country: CheckoutCountry, value: string): boolean {
  const digits = digitsOf(country, value);
  return digits !== null && RULES[country].hasValidCheckDigit(digits);
}

/** The form the backend receives. A value of the wrong shape comes back only without its whitespace. */
export function normaliseOrganisationNumber(country: CheckoutCountry, value: string): string {
  const digits = digitsOf(country, value);
  return digits === null ? withoutWhitespace(value) : RULES[country].format(digits);
}
