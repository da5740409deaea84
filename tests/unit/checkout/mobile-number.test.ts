import fc from 'fast-check';
import parsePhoneNumberFromString, { type MetadataJson } from 'libphonenumber-js/core/es6';
import { describe, expect, it } from 'vitest';
import { displayMobile, E164_PATTERN, isValidMobile, judgeMobile, mobileForBackend, nationalMobile, normaliseMobile } from '@/features/checkout/mobile-number';
import phoneMetadata from '@/features/checkout/phone-metadata.json';
import { STOREFRONT_CODES, STOREFRONTS } from '@/platform/storefronts/storefronts';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import da from '@/messages/da.json';
import fi from '@/messages/fi.json';
import nl from '@/messages/nl.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';

const METADATA = phoneMetadata as unknown as MetadataJson;
const e164Of = (code: StorefrontCode, value: string) => {
  const verdict = judgeMobile(STOREFRONTS[code], value);
  return verdict.valid ? verdict.e164 : null;
};

/** The rule before decision 0036: the storefront's pattern (SF-13) on the national form. */
const oldRule = (code: StorefrontCode, value: string) => STOREFRONTS[code].mobilePattern.test(nationalMobile(STOREFRONTS[code], value));

const CALLING_CODES: Record<StorefrontCode, string> = { sv: '46', no: '47', da: '45', fi: '358', nl: '31' };

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

describe('judgeMobile: the pattern of SF-13, or a mobile number of the country (docs/product/checkout.md, CHK-17), as E.164 (CHK-18)', () => {
  it.each<[StorefrontCode, string, string | null]>([
    // Sweden: 07 numbers, as before; a leading 0 forgotten is still the same number.
    ['sv', '0701234567', '+46701234567'],
    ['sv', '070-123 45 67', '+46701234567'],
    ['sv', '0761234567', '+46761234567'],
    ['sv', '+46 70 123 45 67', '+46701234567'],
    ['sv', '0046 70 123 45 67', '+46701234567'],
    ['sv', '+46 (0)70-123 45 67', '+46701234567'],
    ['sv', '701234567', '+46701234567'],
    ['sv', '0812345678', null],
    ['sv', '+46 8 123 456 78', null],
    ['sv', '070123456', null],
    ['sv', '07012345678', null],
    ['sv', '07O1234567', null],
    ['sv', '070/1234567', null],
    ['sv', '+47 41234567', null],
    ['sv', '', null],
    // Norway: mobile numbers start with 4 or 9, so nothing new is taken; a fixed line is not.
    ['no', '41234567', '+4741234567'],
    ['no', '91234567', '+4791234567'],
    ['no', '412 34 567', '+4741234567'],
    ['no', '412-34-567', '+4741234567'],
    ['no', '+47 412 34 567', '+4741234567'],
    ['no', '0047 912 34 567', '+4791234567'],
    ['no', '21234567', null],
    ['no', '31234567', null],
    ['no', '4123456', null],
    ['no', '412345678', null],
    ['no', '041234567', null],
    ['no', '+46 41234567', null],
    ['no', '', null],
    // Denmark: every valid number, mobile or fixed (the plan cannot tell them apart).
    ['da', '41234567', '+4541234567'],
    ['da', '91234567', '+4591234567'],
    ['da', '41 23 45 67', '+4541234567'],
    ['da', '20 12 34 56', '+4520123456'],
    ['da', '20-12-34-56', '+4520123456'],
    ['da', '32 12 34 56', '+4532123456'],
    ['da', '+45 20 12 34 56', '+4520123456'],
    ['da', '0045 91234567', '+4591234567'],
    ['da', '21234567', '+4521234567'],
    ['da', '80 12 34 56', null],
    ['da', '4123456', null],
    ['da', '412345678', null],
    ['da', '041234567', null],
    ['da', '+47 41234567', null],
    ['da', '', null],
    // Finland: 04x and 050 mobile numbers; a Helsinki fixed line (09) only where the old pattern took it.
    ['fi', '040 123 4567', '+358401234567'],
    ['fi', '0401234567', '+358401234567'],
    ['fi', '050 123 4567', '+358501234567'],
    ['fi', '050-123 4567', '+358501234567'],
    ['fi', '+358 50 123 4567', '+358501234567'],
    ['fi', '00358 50 123 4567', '+358501234567'],
    ['fi', '+358 40 123 4567', '+358401234567'],
    ['fi', '+358 (0)45 1234 5678', '+3584512345678'],
    ['fi', '4012345', '+3584012345'],
    ['fi', '40123456789', null],
    ['fi', '020 123 4567', null],
    ['fi', '+46 40 123 4567', null],
    ['fi', '', null],
    // The Netherlands: 06 mobile numbers, and what the old pattern took (4 and 9 after the 0).
    ['nl', '06 12345678', '+31612345678'],
    ['nl', '06-12345678', '+31612345678'],
    ['nl', '0612345678', '+31612345678'],
    ['nl', '+31 6 12345678', '+31612345678'],
    ['nl', '+31 (0)6 1234 5678', '+31612345678'],
    ['nl', '0031 6 12345678', '+31612345678'],
    ['nl', '0412 345678', '+31412345678'],
    ['nl', '412345678', '+31412345678'],
    ['nl', '+31 412 345678', '+31412345678'],
    ['nl', '0031 412 345678', '+31412345678'],
    ['nl', '091 2345678', '+31912345678'],
    ['nl', '020 1234567', null],
    ['nl', '06 1234567', null],
    ['nl', '0412', null],
    ['nl', '+46 412 345678', null],
    ['nl', '+32 470 12 34 56', null],
    ['nl', '0412 34567a', null],
    ['nl', '06 12345678 ext 12', null],
    ['nl', '', null],
  ])('%s: %j -> %s', (code, value, expected) => {
    expect(e164Of(code, value)).toBe(expected);
    expect(isValidMobile(STOREFRONTS[code], value)).toBe(expected !== null);
  });

  it("refuses each other storefront's mobile number in international form", () => {
    const own: Record<StorefrontCode, string> = { sv: '+46701234567', no: '+4741234567', da: '+4520123456', fi: '+358501234567', nl: '+31612345678' };
    for (const code of STOREFRONT_CODES) {
      for (const other of STOREFRONT_CODES) expect(e164Of(code, own[other])).toBe(other === code ? own[other] : null);
    }
  });
});

describe('mobileForBackend: E.164 for a checked number, the digits as typed otherwise', () => {
  it.each<[StorefrontCode, string, string]>([
    ['nl', ' 06 12345678 ', '+31612345678'],
    ['sv', '070-123 45 67', '+46701234567'],
    ['da', '20 12 34 56', '+4520123456'],
    ['nl', '020 1234567', '0201234567'],
  ])('%s: %j -> %j', (code, value, expected) => {
    expect(mobileForBackend(STOREFRONTS[code], value)).toBe(expected);
  });
});

describe('displayMobile: what the backend holds, as the shopper writes it', () => {
  it.each<[StorefrontCode, string, string]>([
    ['sv', '+46701234567', '070-123 45 67'],
    ['sv', '0701234567', '070-123 45 67'],
    ['no', '+4741234567', '41 23 45 67'],
    ['da', '+4520123456', '20 12 34 56'],
    ['fi', '+358501234567', '050 1234567'],
    ['nl', '+31612345678', '06 12345678'],
    ['nl', '+4741234567', '+4741234567'],
    ['sv', 'not a number', 'not a number'],
  ])('%s: %j -> %j', (code, stored, expected) => {
    expect(displayMobile(STOREFRONTS[code], stored)).toBe(expected);
  });
});

describe('the hints and problems name numbers the checkout takes (CHK-19)', () => {
  const MESSAGES = { sv, no, da, fi, nl };
  const EXAMPLES: Record<StorefrontCode, [string, string]> = {
    sv: ['070-123 45 67', '+46 70 123 45 67'],
    no: ['412 34 567', '+47 412 34 567'],
    da: ['20 12 34 56', '+45 20 12 34 56'],
    fi: ['050 123 4567', '+358 50 123 4567'],
    nl: ['06 12345678', '+31 6 12345678'],
  };

  it.each(STOREFRONT_CODES)('%s: a national and an international example of one number, in every text', (code) => {
    const { checkoutForm, profile } = MESSAGES[code];
    const [national, international] = EXAMPLES[code];
    for (const text of [checkoutForm.fields.mobileHint, checkoutForm.problems.mobile, profile.hints.mobile, profile.problems.mobile]) {
      // The examples are spaced with no-break spaces, so a narrow field never breaks a number in two.
      expect(text).toContain(national.replaceAll(' ', '\u00a0'));
      expect(text).toContain(international.replaceAll(' ', '\u00a0'));
    }
    expect(e164Of(code, national)).not.toBeNull();
    expect(e164Of(code, international)).toBe(e164Of(code, national));
  });
});

/** Strings shoppers could type into a phone field: digits, a plus, grouping and now and then a letter. */
const typed = fc.string({ unit: fc.constantFrom(...'0123456789', '+', ' ', '-', '(', ')', '.', 'a', '/'), maxLength: 24 });

/** A number the old pattern takes, in one of the forms shoppers type it, grouped by spaces or hyphens. */
function oldPatternNumber(code: StorefrontCode) {
  const { mobilePattern } = STOREFRONTS[code];
  // Norway and Denmark dial no trunk 0; Sweden's pattern holds it, Finland's and the Netherlands' do not.
  const hasTrunk = code === 'sv' || code === 'fi' || code === 'nl';
  const trunk = code === 'fi' || code === 'nl' ? '0' : '';
  const international = [`+${CALLING_CODES[code]}`, `00${CALLING_CODES[code]}`];
  const prefixes = ['', ...international, ...(hasTrunk ? [`+${CALLING_CODES[code]} (0)`] : [])];
  return fc
    .tuple(fc.stringMatching(mobilePattern), fc.constantFrom(...prefixes), fc.boolean(), fc.array(fc.nat(), { maxLength: 3 }), fc.constantFrom(' ', '-'))
    .map(([national, prefix, withTrunk, cuts, separator]) => {
      // Sweden's pattern holds the trunk 0 itself: the international forms go without it.
      const digits = code === 'sv' && prefix !== '' ? national.slice(1) : prefix === '' && withTrunk ? trunk + national : national;
      const grouped = [...new Set(cuts.map((cut) => cut % digits.length))]
        .sort((a, b) => b - a)
        .reduce((number, at) => (at === 0 ? number : `${number.slice(0, at)}${separator}${number.slice(at)}`), digits);
      return `${prefix}${prefix === '' ? '' : ' '}${grouped}`;
    });
}

/**
 * The pattern of one number type in the country's numbering plan. In libphonenumber-js's compressed
 * metadata a plan is an array whose 12th entry lists the types (fixed line first, mobile second),
 * each as [pattern, possible lengths].
 */
function typePattern(code: StorefrontCode, type: 'fixed' | 'mobile'): RegExp {
  const plan = (METADATA.countries as Record<string, unknown[]>)[STOREFRONTS[code].countryCode]!;
  const types = plan[11] as [string][];
  return new RegExp(`^(?:${types[type === 'fixed' ? 0 : 1]![0]})$`);
}

/** A number of the plan's type, typed nationally (with the trunk 0 where the country dials one) or internationally. */
function planNumber(code: StorefrontCode, type: 'fixed' | 'mobile') {
  const trunk = code === 'da' || code === 'no' ? '' : '0';
  return fc
    .tuple(fc.stringMatching(typePattern(code, type)), fc.constantFrom(trunk, `+${CALLING_CODES[code]} `, `00${CALLING_CODES[code]}-`))
    .map(([significant, prefix]) => ({ typed: `${prefix}${significant}`, e164: `+${CALLING_CODES[code]}${significant}` }));
}

describe('judgeMobile: properties (decision 0036)', () => {
  it.each(STOREFRONT_CODES)("%s: takes every mobile number of the country's numbering plan, as its E.164 form", (code) => {
    fc.assert(
      fc.property(planNumber(code, 'mobile'), ({ typed: value, e164 }) => {
        expect(e164Of(code, value)).toBe(e164);
      }),
      { numRuns: 1000 },
    );
  });

  it('da: takes every fixed-line number too', () => {
    fc.assert(
      fc.property(planNumber('da', 'fixed'), ({ typed: value, e164 }) => {
        expect(e164Of('da', value)).toBe(e164);
      }),
      { numRuns: 1000 },
    );
  });

  it.each(STOREFRONT_CODES)('%s: never throws, whatever the string', (code) => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), typed), (value) => {
        judgeMobile(STOREFRONTS[code], value);
        mobileForBackend(STOREFRONTS[code], value);
        displayMobile(STOREFRONTS[code], value);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(STOREFRONT_CODES)("%s: an accepted number's E.164 form is E.164, parses back to itself and is accepted as itself", (code) => {
    const storefront = STOREFRONTS[code];
    fc.assert(
      fc.property(
        fc.oneof(
          typed,
          oldPatternNumber(code),
          planNumber(code, 'mobile').map((number) => number.typed),
        ),
        (value) => {
          const verdict = judgeMobile(storefront, value);
          if (!verdict.valid) return;
          expect(verdict.e164).toMatch(E164_PATTERN);
          expect(verdict.e164.startsWith(`+${CALLING_CODES[code]}`)).toBe(true);
          expect(parsePhoneNumberFromString(verdict.e164, METADATA)?.number).toBe(verdict.e164);
          // The backend checks what the shop sends by the same rule: the E.164 form must pass it again.
          expect(judgeMobile(storefront, verdict.e164)).toEqual(verdict);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it.each(STOREFRONT_CODES)('%s: takes every number the old pattern took (SF-13), typed in any of its forms', (code) => {
    fc.assert(
      fc.property(oldPatternNumber(code), (value) => {
        expect(oldRule(code, value)).toBe(true);
        expect(isValidMobile(STOREFRONTS[code], value)).toBe(true);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(typed, (value) => {
        if (oldRule(code, value)) expect(isValidMobile(STOREFRONTS[code], value)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
