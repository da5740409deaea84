import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * Money in the shop's terms (docs/product/storefronts.md, SF-9 to SF-11; docs/architecture.md#money-and-vat).
 *
 * Every amount is an integer number of minor units (öre, cent). Arithmetic that divides is done in
 * BigInt so that no float ever decides a rounding, and every rounding is half away from zero, the
 * way a shopper rounds by hand (2.50 kr shows as 3 kr, -2.50 kr as -3 kr).
 *
 * Two roundings (SF-10): computed amounts (net prices, discounts) are kept to 2 decimals, which
 * is exactly one minor unit; what a shopper sees is rounded to the storefront's display digits
 * (0 for SEK, NOK, DKK; 2 for EUR) by `roundToDisplay`, which `formatMoney` applies.
 */

const MINOR_UNITS_PER_MAJOR_UNIT = 100;
const MINOR_UNIT_DIGITS = 2;
/** Percentages (VAT rates, discounts) are honoured to a hundredth of a percent: 25.5 % is 2550. */
const BASIS_POINTS_PER_PERCENT = 100;
const BASIS_POINTS_IN_WHOLE = 100 * BASIS_POINTS_PER_PERCENT;
/** Digits kept when washing float noise out of a decimal amount (1.005 * 100 is 100.49999...). */
const DECIMAL_PRECISION = 15;

function absolute(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** Math.sign(-0.001) * 0 is -0, which Intl would print as "-0 kr". */
function withoutNegativeZero(value: number): number {
  return value === 0 ? 0 : value;
}

/** round(a x b / c), half away from zero, exact for any safe integers. */
export function multiplyDivideRounded(a: number, b: number, c: number): number {
  if (c === 0) throw new RangeError('Division by zero');
  const numerator = BigInt(a) * BigInt(b);
  const denominator = BigInt(c);
  const negative = numerator < 0n !== denominator < 0n;
  const n = absolute(numerator);
  const d = absolute(denominator);
  const magnitude = (2n * n + d) / (2n * d);
  return Number(negative ? -magnitude : magnitude);
}

function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent)) throw new RangeError(`Not a percentage: ${percent}`);
  return Math.round(percent * BASIS_POINTS_PER_PERCENT);
}

/** `percent` % of an amount, rounded to a minor unit. */
export function percentOf(amountMinor: number, percent: number): number {
  return multiplyDivideRounded(amountMinor, percentToBasisPoints(percent), BASIS_POINTS_IN_WHOLE);
}

/** Decimal major units (12.99) to minor units (1299); for amounts that arrive as decimals. */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  const shifted = Number((Math.abs(amount) * MINOR_UNITS_PER_MAJOR_UNIT).toPrecision(DECIMAL_PRECISION));
  return withoutNegativeZero(Math.sign(amount) * Math.round(shifted));
}

/** Minor units (1299) to decimal major units (12.99): the backend takes decimals. */
export function toMajorUnits(minorUnits: number): number {
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`Not minor units: ${minorUnits}`);
  return minorUnits / MINOR_UNITS_PER_MAJOR_UNIT;
}

/** An amount rounded to the digits the storefront shows: whole kronor in the Nordics, cents for EUR. */
export function roundToDisplay(minorUnits: number, storefront: Storefront): number {
  const step = 10 ** (MINOR_UNIT_DIGITS - storefront.currencyDisplayDigits);
  return multiplyDivideRounded(minorUnits, 1, step) * step;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(storefront: Storefront): Intl.NumberFormat {
  const digits = storefront.currencyDisplayDigits;
  const key = `${storefront.iso}|${storefront.currency}|${digits}`;
  const cached = formatters.get(key);
  if (cached) return cached;
  const formatter = new Intl.NumberFormat(storefront.iso, {
    style: 'currency',
    currency: storefront.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  formatters.set(key, formatter);
  return formatter;
}

/** The one way an amount is shown to a shopper, e.g. "1 299 kr" (sv) or "€ 12,99" (nl). */
export function formatMoney(minorUnits: number, storefront: Storefront): string {
  return formatterFor(storefront).format(toMajorUnits(roundToDisplay(minorUnits, storefront)));
}

/**
 * The price without VAT: gross / (1 + vat / 100) (docs/product/cart.md, CART-20), rounded to a minor unit.
 * `vatPercent` is a rate such as 25, 25.5 (Finland) or 21 (the Netherlands).
 */
export function netFromGross(grossMinor: number, vatPercent: number): number {
  if (!Number.isFinite(vatPercent) || vatPercent < 0) throw new RangeError(`Not a VAT rate: ${vatPercent}`);
  return multiplyDivideRounded(grossMinor, BASIS_POINTS_IN_WHOLE, BASIS_POINTS_IN_WHOLE + percentToBasisPoints(vatPercent));
}

/** The VAT inside a gross amount; defined as gross minus net so that net + VAT is always the gross. */
export function vatAmount(grossMinor: number, vatPercent: number): number {
  return grossMinor - netFromGross(grossMinor, vatPercent);
}
