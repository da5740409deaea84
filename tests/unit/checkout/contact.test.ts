import { describe, expect, it } from 'vitest';
import { isValidMobile, nationalMobile, normaliseMobile } from '@/features/checkout/contact';
import { isValidEmail } from '@/platform/forms/email-address';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

describe('normaliseMobile: drops whitespace, hyphens, brackets and dots', () => {
  it.each([
    ['070-123 45 67', '0701234567'],
    ['(040) 123.4567', '0401234567'],
    ['+46 (0)70-123.45 67', '+460701234567'],
    ['\t412\u00a034 567 ', '41234567'],
    ['070/123', '070/123'],
  ])('%j -> %j', (value, expected) => {
    expect(normaliseMobile(value)).toBe(expected);
  });
});

describe("nationalMobile: the own country's international form as the national one the pattern is written for", () => {
  it.each<[StorefrontCode, string, string]>([
    ['sv', '070-123 45 67', '0701234567'],
    ['sv', '+46 70 123 45 67', '0701234567'],
    ['sv', '0046 70 123 45 67', '0701234567'],
    ['sv', '+46 (0)70 123 45 67', '0701234567'],
    ['sv', '701234567', '701234567'],
    ['sv', '+47 412 34 567', '+4741234567'],
    ['no', '+47 412 34 567', '41234567'],
    ['no', '0047 412 34 567', '41234567'],
    ['da', '+45 41 23 45 67', '41234567'],
    ['fi', '040 123 4567', '401234567'],
    ['fi', '+358 40 123 4567', '401234567'],
    ['fi', '00358 40 123 4567', '401234567'],
    ['fi', '+358 (0)40 123 4567', '401234567'],
    ['nl', '06 12345678', '612345678'],
    ['nl', '+31 6 12345678', '612345678'],
    ['nl', '0031 (0)6 12345678', '612345678'],
  ])('%s: %j -> %j', (code, value, expected) => {
    expect(nationalMobile(STOREFRONTS[code], value)).toBe(expected);
  });
});

describe('isValidMobile: the national form against the storefront pattern (docs/product/storefronts.md, SF-13)', () => {
  it.each<[StorefrontCode, string, boolean]>([
    ['sv', '0701234567', true],
    ['sv', '070-123 45 67', true],
    ['sv', '0761234567', true],
    ['sv', '+46 70 123 45 67', true],
    ['sv', '0046 70 123 45 67', true],
    ['sv', '+46 (0)70-123 45 67', true],
    ['sv', '0812345678', false],
    ['sv', '+46 8 123 456 78', false],
    ['sv', '070123456', false],
    ['sv', '07012345678', false],
    ['sv', '701234567', false],
    ['sv', '07O1234567', false],
    ['sv', '070/1234567', false],
    ['sv', '+47 41234567', false],
    ['sv', '', false],
    ['no', '41234567', true],
    ['no', '91234567', true],
    ['no', '412 34 567', true],
    ['no', '+47 412 34 567', true],
    ['no', '0047 912 34 567', true],
    ['no', '31234567', false],
    ['no', '4123456', false],
    ['no', '412345678', false],
    ['no', '041234567', false],
    ['no', '+46 41234567', false],
    ['no', '', false],
    ['da', '41234567', true],
    ['da', '91234567', true],
    ['da', '41 23 45 67', true],
    ['da', '+45 41 23 45 67', true],
    ['da', '0045 91234567', true],
    ['da', '21234567', false],
    ['da', '4123456', false],
    ['da', '412345678', false],
    ['da', '041234567', false],
    ['da', '+47 41234567', false],
    ['da', '', false],
    ['fi', '040 123 4567', true],
    ['fi', '0401234567', true],
    ['fi', '+358 40 123 4567', true],
    ['fi', '00358 40 123 4567', true],
    ['fi', '+358 (0)45 1234 5678', true],
    ['fi', '4012345', true],
    ['fi', '401234', false],
    ['fi', '40123456789', false],
    ['fi', '050 123 4567', false],
    ['fi', '+46 40 123 4567', false],
    ['fi', '', false],
    ['nl', '0412 345678', true],
    ['nl', '412345678', true],
    ['nl', '+31 412 345678', true],
    ['nl', '0031 412 345678', true],
    ['nl', '091 2345678', true],
    ['nl', '06 12345678', false],
    ['nl', '+31 6 12345678', false],
    ['nl', '0412', false],
    ['nl', '+46 412 345678', false],
    ['nl', '0412 34567a', false],
    ['nl', '', false],
  ])('%s: %j -> %s', (code, value, expected) => {
    expect(isValidMobile(STOREFRONTS[code], value)).toBe(expected);
  });
});

describe('isValidEmail: one @, no whitespace, a dotted domain, 64 before the @ and 254 in all', () => {
  const local64 = 'a'.repeat(64);
  const domainFor = (total: number) => `${'b'.repeat(total - 64 - 1 - '.com'.length)}.com`;

  it.each<[string, string, boolean]>([
    ['plain', 'anna@example.se', true],
    ['dots, plus and a subdomain', 'anna.svensson+order@mail.example.co.uk', true],
    ['upper case', 'ANNA@EXAMPLE.SE', true],
    ['a Nordic letter', 'åsa@exempel.se', true],
    ['64 characters before the @', `${local64}@example.se`, true],
    ['254 characters', `${local64}@${domainFor(254)}`, true],
    ['empty', '', false],
    ['no @', 'anna.example.se', false],
    ['nothing after the @', 'anna@', false],
    ['nothing before the @', '@example.se', false],
    ['no dot in the domain', 'anna@example', false],
    ['two @', 'anna@ex@ample.se', false],
    ['@@', 'anna@@example.se', false],
    ['a space in the local part', 'anna svensson@example.se', false],
    ['a space in the domain', 'anna@example .se', false],
    ['a leading space', ' anna@example.se', false],
    ['the domain starts with a dot', 'anna@.se', false],
    ['the domain ends with a dot', 'anna@example.', false],
    ['two dots in a row in the domain', 'anna@example..se', false],
    ['65 characters before the @', `a${local64}@example.se`, false],
    ['255 characters', `${local64}@${domainFor(255)}`, false],
  ])('%s -> %s', (_label, value, expected) => {
    expect(isValidEmail(value)).toBe(expected);
  });
});
