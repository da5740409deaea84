import { describe, expect, it } from 'vitest';
import { checkoutCountry } from '@/features/checkout/country';
import { STOREFRONT_CODES, STOREFRONTS } from '@/platform/storefronts/storefronts';

describe('checkoutCountry: every storefront has checkout rules', () => {
  it.each(STOREFRONT_CODES.map((code) => [code, STOREFRONTS[code].countryCode]))('%s -> %s', (code, countryCode) => {
    expect(checkoutCountry(STOREFRONTS[code])).toBe(countryCode);
  });

  it('refuses a storefront of a country without rules', () => {
    expect(() => checkoutCountry({ ...STOREFRONTS.sv, countryCode: 'DE' })).toThrow(RangeError);
  });
});
