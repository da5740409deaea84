import { ALL_CONSENT, CONSENT_COOKIE, NECESSARY_ONLY, type ConsentMask } from '@/platform/consent/consent';
import { STOREFRONT_CODES, STOREFRONTS } from '@/platform/storefronts/storefronts';

/**
 * Every test's browser starts as a returning shopper who chose "necessary only": the cookie alert
 * is the subject of consent.both.spec.ts, and elsewhere it would only cover what a test clicks.
 * Tests that need a first visit start with `NO_CHOICE_YET`.
 */
const hosts = [...STOREFRONT_CODES.map((code) => STOREFRONTS[code].domain.split(':')[0]!), 'localhost', '127.0.0.1'];

const consentState = (mask: ConsentMask) => ({
  cookies: hosts.map((domain) => ({
    name: CONSENT_COOKIE,
    value: String(mask),
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
});

export const NECESSARY_ONLY_STATE = consentState(NECESSARY_ONLY);
export const ALL_GRANTED_STATE = consentState(ALL_CONSENT);
export const NO_CHOICE_YET = { cookies: [], origins: [] };
