import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE } from '@/platform/consent/consent';
import { CONSENT_CHOSEN, consentChoiceScript } from '@/platform/consent/consent-choice-script';
import { readConsent, writeConsent } from '@/platform/consent/consent-cookie';

/** A page before any of the shop's code, with this cookie string: what the pre-paint check makes of it. */
function prePaint(cookie: string): string | undefined {
  const html = { dataset: {} as Record<string, string> };
  vi.stubGlobal('document', { cookie, documentElement: html });
  new Function(consentChoiceScript())();
  return html.dataset.consent;
}

/** What the shop's own reading of the cookie, after hydration, makes of the same string. */
function readAfterHydration(cookie: string): boolean {
  vi.stubGlobal('document', { cookie });
  return readConsent() !== null;
}

afterEach(() => vi.unstubAllGlobals());

const value = fc.oneof(
  fc.integer({ min: 0, max: 40 }).map(String),
  fc.constantFrom('01', '031', '1.0', '+1', ' 1', '-1', '%31', '%33%31', '"31"', '"%31"', '"', '%', '%E0%A4%A', '1=1', ''),
  fc.string({ maxLength: 6 }),
);
const name = fc.constantFrom(CONSENT_COOKIE, 'td%5Fconsent', 'td_consent2', 'other', '%E0%A4%A', '');
const cookieString = fc.array(fc.tuple(name, value), { maxLength: 4 }).map((pairs) => pairs.map(([n, v]) => `${n}=${v}`).join('; '));

describe('the pre-paint consent check (docs/product/consent.md, CNS-10)', () => {
  it('hides the alert exactly when the shop itself reads a stored choice from the cookie', () => {
    fc.assert(
      fc.property(cookieString, (cookie) => {
        expect(prePaint(cookie) === CONSENT_CHOSEN).toBe(readAfterHydration(cookie));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['allow all', `${CONSENT_COOKIE}=31`, CONSENT_CHOSEN],
    ['necessary only, among other cookies', `a=b; ${CONSENT_COOKIE}=1; c=d`, CONSENT_CHOSEN],
    ['no cookie at all', '', undefined],
    ['a mask without necessary', `${CONSENT_COOKIE}=30`, undefined],
    ['a mask beyond the five flags', `${CONSENT_COOKIE}=33`, undefined],
  ])('%s', (_, cookie, expected) => {
    expect(prePaint(cookie)).toBe(expected);
  });

  it('reads the cookie the shop writes', () => {
    let written = '';
    vi.stubGlobal('window', { location: { protocol: 'http:' } });
    vi.stubGlobal('document', {
      set cookie(value: string) {
        written = value.split(';')[0] ?? '';
      },
      get cookie() {
        return written;
      },
    });
    writeConsent(5);
    expect(prePaint(written)).toBe(CONSENT_CHOSEN);
  });

  it('leaves the page alone where reading cookies throws', () => {
    const html = { dataset: {} as Record<string, string> };
    vi.stubGlobal('document', {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      documentElement: html,
    });
    expect(() => new Function(consentChoiceScript())()).not.toThrow();
    expect(html.dataset.consent).toBeUndefined();
  });

  it("is the attribute the stylesheet hides the alert's question by", () => {
    expect(readFileSync('platform/ui/globals.css', 'utf8')).toContain(
      `html[data-consent='${CONSENT_CHOSEN}'] .cookie-alert[data-view='pending'] { display: none; }`,
    );
  });
});
