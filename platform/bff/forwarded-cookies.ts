import { SESSION_COOKIE_NAMES } from '@/platform/session/cookies';
import { cookieName } from '@/platform/session/cookie-security';
import { RECEIPT_COOKIE } from '@/platform/session/receipt-cookie';

const SHOP_COOKIES: ReadonlySet<string> = new Set([...SESSION_COOKIE_NAMES, RECEIPT_COOKIE, cookieName(RECEIPT_COOKIE, '/', true)]);

/**
 * The browser's Cookie header as the backend may see it: the shop's own token cookies never leave
 * the shop; the backend's cookies (staff view, test scenarios) go on unchanged. Null when nothing is left.
 */
export function cookiesForBackend(header: string | null): string | null {
  if (!header) return null;
  const kept = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !SHOP_COOKIES.has(pair.split('=', 1)[0]!.trim()));
  return kept.length > 0 ? kept.join('; ') : null;
}
