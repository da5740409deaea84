import { describe, expect, it } from 'vitest';
import { STOREFRONTS, type Storefront } from '@/platform/storefronts/storefronts';
import { displayPrice, showsVat, vatChoice } from '@/platform/money/vat-display';

const { sv, no, da, fi, nl } = STOREFRONTS;

describe('showsVat: a company shopper sees prices without VAT in sv, no, fi, nl and not da', () => {
  it.each<[string, Storefront, boolean]>([
    ['sv', sv, true],
    ['no', no, true],
    ['da', da, false],
    ['fi', fi, true],
    ['nl', nl, true],
  ])('%s: %s', (_code, storefront, expected) => {
    expect(showsVat(false, storefront)).toBe(!expected);
    expect(showsVat(true, storefront)).toBe(true);
  });
});

describe('vatChoice: a signed-in company buyer sees prices without VAT by default where the storefront allows it (ACC-17)', () => {
  it.each<[string, Storefront, boolean]>([
    ['sv', sv, false],
    ['no', no, false],
    ['da', da, true],
    ['fi', fi, false],
    ['nl', nl, false],
  ])('%s', (_code, storefront, companyDefault) => {
    expect(showsVat(vatChoice(null, true), storefront)).toBe(companyDefault);
    // Anyone else, a signed-out company buyer included, has the storefront default: with VAT.
    expect(showsVat(vatChoice(null, false), storefront)).toBe(true);
    // The shopper's own choice wins over the company default, either way.
    expect(showsVat(vatChoice(true, true), storefront)).toBe(true);
    expect(showsVat(vatChoice(false, false), storefront)).toBe(storefront.code === 'da');
  });
});

describe('displayPrice', () => {
  it.each<[string, number, number, boolean, Storefront, number]>([
    ['sv with VAT', 12_500, 25, true, sv, 12_500],
    ['sv without VAT', 12_500, 25, false, sv, 10_000],
    ['no without VAT', 99_900, 25, false, no, 79_920],
    ['da without VAT asked: still with VAT', 12_500, 25, false, da, 12_500],
    ['da with VAT', 12_500, 25, true, da, 12_500],
    ['fi without VAT at 25.5 %', 1255, 25.5, false, fi, 1000],
    ['fi with VAT', 1255, 25.5, true, fi, 1255],
    ['nl without VAT at 21 %', 12_100, 21, false, nl, 10_000],
    ['nl without VAT, rounded to a cent', 1000, 21, false, nl, 826],
  ])('%s', (_case, gross, vat, includeVat, storefront, expected) => {
    expect(displayPrice(gross, vat, includeVat, storefront)).toBe(expected);
  });
});
