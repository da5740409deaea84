import { cookieName, secureCookies } from '@/platform/session/cookie-security';

/**
 * The receipt of the shopper's latest order: the backend's token for reading it back, kept where no
 * script can read it. The confirmation page is rendered from it on the server, so a reload shows the
 * same order and a stranger with the order number sees nothing.
 */
/** What the cookie holds: the order and the backend's token for reading it back. */
export interface Receipt {
  orderId: string;
  token: string;
}

export const RECEIPT_COOKIE = 'td_receipt';
const RECEIPT_LIFETIME_SECONDS = 24 * 3600;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export function receiptCookieValue(receipt: Receipt): string {
  return `${receipt.token}.${receipt.orderId}`;
}

export function readReceiptCookie(value: string | undefined): Receipt | null {
  if (!value) return null;
  const dot = value.indexOf('.');
  const token = value.slice(0, dot);
  const orderId = value.slice(dot + 1);
  return dot > 0 && orderId && TOKEN_PATTERN.test(token) ? { orderId, token } : null;
}

interface HeaderSource {
  get(name: string): string | null;
}

/** `__Host-td_receipt` on an https storefront, like the session's access cookies (platform/session/cookie-security.ts). */
export function receiptCookieName(headers: HeaderSource): string {
  return cookieName(RECEIPT_COOKIE, '/', secureCookies(headers));
}

/** Secure on the same terms as the session cookies (platform/session/cookies.ts). */
export function receiptCookieOptions(headers: HeaderSource) {
  return {
    httpOnly: true,
    secure: secureCookies(headers),
    sameSite: 'lax' as const,
    path: '/',
    maxAge: RECEIPT_LIFETIME_SECONDS,
  };
}
