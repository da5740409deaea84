import { describe, expect, it } from 'vitest';
import { STOREFRONT_CODES, STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';

describe('storefront table (docs/product/storefronts.md, SF-1)', () => {
  it.each([
    ['sv', 1, 'SEK', 'sv-SE', true, 0],
    ['no', 3, 'NOK', 'nb-NO', true, 0],
    ['da', 5, 'DKK', 'da-DK', false, 0],
    ['fi', 4, 'EUR', 'fi-FI', true, 2],
    ['nl', 6, 'EUR', 'nl-NL', true, 2],
  ] as const)('%s: store id %i, %s, %s, ex-VAT %s, %i display decimals', (code, storeId, currency, iso, allowExVAT, digits) => {
    const storefront = STOREFRONTS[code];
    expect(storefront).toMatchObject({ code, storeId, currency, iso, allowExVAT, currencyDisplayDigits: digits });
    expect(STOREFRONT_CODES.filter((other) => STOREFRONTS[other].storeId === storeId)).toEqual([code]);
  });

  it('gives every storefront its own domain, defaulting to <code>.localhost:3000', () => {
    expect(STOREFRONT_CODES.map((code) => STOREFRONTS[code].domain)).toEqual([
      'sv.localhost:3000',
      'no.localhost:3000',
      'da.localhost:3000',
      'fi.localhost:3000',
      'nl.localhost:3000',
    ]);
    expect(storefrontOrigin(STOREFRONTS.fi)).toBe('http://fi.localhost:3000');
    expect(storefrontOrigin({ ...STOREFRONTS.fi, domain: 'www.example.fi' })).toBe('https://www.example.fi');
  });

  it('has every field of the Locale entity (docs/product/storefronts.md, SF-2)', () => {
    for (const code of STOREFRONT_CODES) {
      const s = STOREFRONTS[code];
      for (const field of [s.brand, s.logo, s.alternativeLogo, s.privacyPath, s.country, s.countryCode]) {
        expect(field.length).toBeGreaterThan(1);
      }
      for (const set of [s.icons.footer, s.icons.cartSlide]) {
        for (const icon of [...set.payment, ...set.shipping, ...set.trust]) {
          expect(icon.width).toBeGreaterThan(0);
          expect(icon.height).toBeGreaterThan(0);
        }
        expect(set.payment.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('postal codes and mobile numbers (docs/product/storefronts.md, SF-12 and SF-13)', () => {
  it.each([
    ['sv', '123 45', true],
    ['sv', '12345', true],
    ['sv', '1234', false],
    ['sv', '123  45', false],
    ['no', '0150', true],
    ['no', '01500', false],
    ['da', '2100', true],
    ['da', '210', false],
    ['fi', '00100', true],
    ['fi', '0010', false],
    ['nl', '1012 AB', true],
    ['nl', '1012AB', true],
    ['nl', '1012 A1', false],
    ['nl', '101 AB', false],
  ] as const)('%s postal code %j is %s', (code, value, valid) => {
    expect(STOREFRONTS[code].postalCodePattern.test(value)).toBe(valid);
  });

  it.each([
    ['sv', '0701234567', true],
    ['sv', '0801234567', false],
    ['no', '41234567', true],
    ['no', '91234567', true],
    ['no', '21234567', false],
    ['da', '91234567', true],
    ['fi', '401234567', true],
    ['fi', '501234567', false],
    ['nl', '912345678', true],
    ['nl', '612345678', false],
  ] as const)('%s mobile %j is %s', (code, value, valid) => {
    expect(STOREFRONTS[code].mobilePattern.test(value)).toBe(valid);
  });
});
