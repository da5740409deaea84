import Cookies from 'js-cookie';
import { CONSENT_COOKIE, consentCookieDays, parseConsentCookie, type ConsentMask } from '@/platform/consent/consent';

/**
 * The consent cookie, read and written in the browser only: cached pages are the same for every
 * shopper, so the server render never knows the choice. Host-only, since every storefront has a
 * domain of its own.
 */
export function readConsent(): ConsentMask | null {
  return parseConsentCookie(Cookies.get(CONSENT_COOKIE));
}

export function writeConsent(mask: ConsentMask): void {
  Cookies.set(CONSENT_COOKIE, String(mask), {
    expires: consentCookieDays(mask),
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
}
