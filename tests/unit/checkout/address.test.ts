import { describe, expect, it } from 'vitest';
import { isValidPostalCode, normalisePostalCode } from '@/features/checkout/address';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

describe('isValidPostalCode: the storefront pattern on the trimmed value (docs/product/storefronts.md, SF-12)', () => {
  it.each<[StorefrontCode, string, boolean]>([
    ['sv', '123 45', true],
    ['sv', '12345', true],
    ['sv', ' 123 45 ', true],
    ['sv', '414 63', true],
    ['sv', '98138', true],
    ['sv', '1234', false],
    ['sv', '123456', false],
    ['sv', '123  45', false],
    ['sv', '123-45', false],
    ['sv', 'SE-123 45', false],
    ['sv', '', false],
    ['no', '0150', true],
    ['no', ' 0150', true],
    ['no', '5003', true],
    ['no', '9170', true],
    ['no', '0001', true],
    ['no', '015', false],
    ['no', '01500', false],
    ['no', '01 50', false],
    ['no', 'N-0150', false],
    ['no', '', false],
    ['da', '2100', true],
    ['da', '1050', true],
    ['da', '8000 ', true],
    ['da', '9990', true],
    ['da', '5000', true],
    ['da', '210', false],
    ['da', '21000', false],
    ['da', 'DK-2100', false],
    ['da', '21 00', false],
    ['da', '', false],
    ['fi', '00100', true],
    ['fi', '33100', true],
    ['fi', ' 90100 ', true],
    ['fi', '99999', true],
    ['fi', '02150', true],
    ['fi', '0010', false],
    ['fi', '001000', false],
    ['fi', '001 00', false],
    ['fi', 'FI-00100', false],
    ['fi', '', false],
    ['nl', '1234 AB', true],
    ['nl', '1234ab', true],
    ['nl', '1012AB', true],
    ['nl', ' 3511 lx ', true],
    ['nl', '9999 Zz', true],
    ['nl', '1234 A', false],
    ['nl', '1234 A1', false],
    ['nl', '123 AB', false],
    ['nl', '1234  AB', false],
    ['nl', 'AB 1234', false],
    ['nl', '', false],
  ])('%s: %j -> %s', (code, value, expected) => {
    expect(isValidPostalCode(STOREFRONTS[code], value)).toBe(expected);
  });
});

describe('normalisePostalCode: the layout the post prints', () => {
  it.each<[StorefrontCode, string, string]>([
    ['sv', '12345', '123 45'],
    ['sv', ' 123 45 ', '123 45'],
    ['no', ' 0150 ', '0150'],
    ['da', '2100', '2100'],
    ['fi', '00100 ', '00100'],
    ['nl', '1234ab', '1234 AB'],
    ['nl', ' 1234 aB ', '1234 AB'],
    ['nl', '1234 AB', '1234 AB'],
  ])('%s: %j -> %j', (code, value, expected) => {
    expect(normalisePostalCode(STOREFRONTS[code], value)).toBe(expected);
  });

  it.each<[StorefrontCode, string, string]>([
    ['sv', ' 1234 ', '1234'],
    ['nl', '1234 a ', '1234 a'],
    ['no', 'N-0150', 'N-0150'],
  ])('%s: an invalid %j is only trimmed: %j', (code, value, expected) => {
    expect(normalisePostalCode(STOREFRONTS[code], value)).toBe(expected);
  });
});
