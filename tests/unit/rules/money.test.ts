import { describe, expect, it } from 'vitest';
import { formatMoney, multiplyDivideRounded, netFromGross, percentOf, roundToDisplay, toMajorUnits, toMinorUnits, vatAmount } from '@/platform/money/money';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';

const { sv, no, da, fi, nl } = STOREFRONTS;
const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('multiplyDivideRounded rounds half away from zero', () => {
  it.each([
    [5, 1, 2, 3],
    [-5, 1, 2, -3],
    [4, 1, 2, 2],
    [7, 3, 2, 11],
    [-7, 3, 2, -11],
    [1, 1, 3, 0],
    [2, 1, 3, 1],
    [9_007_199_254_740_991, 10_000, 10_000, 9_007_199_254_740_991],
  ])('%i x %i / %i = %i', (a, b, c, expected) => {
    expect(multiplyDivideRounded(a, b, c)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(multiplyDivideRounded(-1, 1, 3), 0)).toBe(true);
  });

  it.each([
    [1.5, 1, 2],
    [1, 1, 0],
  ])('refuses %d x %d / %d', (a, b, c) => {
    expect(() => multiplyDivideRounded(a, b, c)).toThrow(RangeError);
  });
});

describe('toMinorUnits', () => {
  it.each([
    [12.99, 1299],
    [1299, 129_900],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [-2.675, -268],
    [0.004, 0],
    [0, 0],
  ])('%d -> %i', (amount, expected) => {
    expect(toMinorUnits(amount)).toBe(expected);
  });

  it('rounds a tiny negative to positive zero', () => {
    expect(Object.is(toMinorUnits(-0.001), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('refuses %d', (amount) => {
    expect(() => toMinorUnits(amount)).toThrow(RangeError);
  });
});

describe('toMajorUnits', () => {
  it.each([
    [1299, 12.99],
    [129_900, 1299],
    [-5, -0.05],
    [0, 0],
  ])('%i -> %d', (minor, expected) => {
    expect(toMajorUnits(minor)).toBe(expected);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (minor) => {
    expect(() => toMajorUnits(minor)).toThrow(RangeError);
  });
});

describe('roundToDisplay', () => {
  it.each([
    ['sv', sv, 129_949, 129_900],
    ['sv', sv, 129_950, 130_000],
    ['sv', sv, 129_951, 130_000],
    ['no', no, 50, 100],
    ['da', da, 49, 0],
    ['sv', sv, -150, -200],
    ['sv', sv, -149, -100],
    ['fi', fi, 129_951, 129_951],
    ['nl', nl, -1, -1],
  ])('%s: %i -> %i', (_code, storefront, minor, expected) => {
    expect(roundToDisplay(minor, storefront)).toBe(expected);
  });

  it('rounds -0.40 kr to positive zero', () => {
    expect(Object.is(roundToDisplay(-40, sv), 0)).toBe(true);
  });
});

describe('formatMoney', () => {
  it.each([
    ['sv', sv, 129_900, `1${NBSP}299${NBSP}kr`],
    ['sv', sv, 129_950, `1${NBSP}300${NBSP}kr`],
    ['sv', sv, 129_949, `1${NBSP}299${NBSP}kr`],
    ['sv', sv, -500, `${MINUS}5${NBSP}kr`],
    ['sv', sv, -40, `0${NBSP}kr`],
    ['sv', sv, 0, `0${NBSP}kr`],
    ['no', no, 129_900, `1${NBSP}299${NBSP}kr`],
    ['no', no, 12_345_600, `123${NBSP}456${NBSP}kr`],
    ['da', da, 129_900, `1.299${NBSP}kr.`],
    ['da', da, 99, `1${NBSP}kr.`],
    ['fi', fi, 129_900, `1${NBSP}299,00${NBSP}€`],
    ['fi', fi, 1299, `12,99${NBSP}€`],
    ['fi', fi, 5, `0,05${NBSP}€`],
    ['nl', nl, 1299, `€${NBSP}12,99`],
    ['nl', nl, 123_456_750, `€${NBSP}1.234.567,50`],
  ])('%s: %i -> %j', (_code, storefront, minor, expected) => {
    expect(formatMoney(minor, storefront)).toBe(expected);
  });
});

describe('netFromGross: price / (1 + vat / 100), to a minor unit', () => {
  it.each([
    [12_500, 25, 10_000],
    [100, 25, 80],
    [99, 25, 79],
    [12_550, 25.5, 10_000],
    [1000, 25.5, 797],
    [12_100, 21, 10_000],
    [1000, 21, 826],
    [1000, 0, 1000],
    [3, 100, 2],
    [0, 25, 0],
    [-12_500, 25, -10_000],
  ])('%i at %d %% -> %i', (gross, vat, expected) => {
    expect(netFromGross(gross, vat)).toBe(expected);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses a VAT rate of %d', (vat) => {
    expect(() => netFromGross(1000, vat)).toThrow(RangeError);
  });
});

describe('vatAmount', () => {
  it.each([
    [12_500, 25, 2500],
    [99, 25, 20],
    [1000, 25.5, 203],
    [1000, 21, 174],
    [1000, 0, 0],
  ])('%i at %d %% holds %i VAT', (gross, vat, expected) => {
    expect(vatAmount(gross, vat)).toBe(expected);
  });

  it.each([
    [12_345, 25],
    [12_345, 25.5],
    [12_345, 21],
    [1, 25.5],
  ])('net + VAT of %i at %d %% is the gross', (gross, vat) => {
    expect(netFromGross(gross, vat) + vatAmount(gross, vat)).toBe(gross);
  });
});

describe('percentOf', () => {
  it.each([
    [1000, 12.5, 125],
    [999, 10, 100],
    [5, 10, 1],
    [4, 10, 0],
    [1000, 33.33, 333],
    [1000, 100, 1000],
  ])('%i: %d %% of it is %i', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });
});
