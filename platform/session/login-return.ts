import type { SessionCookie } from '@/platform/session/cookies';
import { LOGIN_PARAMETER } from '@/platform/session/login-parameter';
import type { PublicUser } from '@/platform/session/public-user';

/**
 * The login redirect (docs/product/account.md, ACC-8). A signed-out visitor who
 * opens a page that needs a session is sent to the home page with the login dialog open, and the
 * page they asked for rides along in `return`, so that signing in brings them back to it.
 */
export const RETURN_PARAMETER = 'return';

/** Longer than any path of the shop with its query; a longer `return` is no page of ours. */
const RETURN_MAX_LENGTH = 512;
const SAME_ORIGIN_PROBE = 'https://storefront.invalid';

/**
 * The page a `return` query may lead back to: a path on this storefront's own host, as typed by
 * nobody but our redirect. Anything that could leave the host (`//evil.example`, `/\evil.example`,
 * `https://…`, control characters a browser strips before resolving) is no target at all: the
 * shopper then lands where signing in leads by default.
 */
export function returnPathFrom(value: string | null | undefined): string | null {
  if (!value || value.length > RETURN_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f\s]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SAME_ORIGIN_PROBE);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN_PROBE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === value ? path : null;
}

const ACCOUNT_AREA = /^\/my-account(\/|$)/;
const ORDER_PAGE = /^\/my-order\/.+/;

/**
 * Which session a storefront path (without locale prefix) needs: the account area needs the account
 * strategy's token; an order's own pages open with either token (decision 0008). `/my-order` itself
 * is the order look-up, the way in, and needs none.
 */
export function sessionNeeded(pathname: string): 'account' | 'order' | null {
  if (ACCOUNT_AREA.test(pathname)) return 'account';
  if (ORDER_PAGE.test(pathname)) return 'order';
  return null;
}

/**
 * Whether the request carries no token that could open the page. Only presence is checked here;
 * whether the token is still good is the backend's answer to the page's own read.
 */
export function lacksSession(needed: 'account' | 'order', hasCookie: (cookie: SessionCookie) => boolean): boolean {
  if (hasCookie('accountAccess')) return false;
  return needed === 'account' || !hasCookie('orderAccess');
}

/** Where the login redirect sends the visitor: the storefront's home with the dialog open and the page to come back to. */
export function loginRedirectPath(prefix: string, returnPath: string): string {
  return `${prefix}/?${LOGIN_PARAMETER}&${RETURN_PARAMETER}=${encodeURIComponent(returnPath)}`;
}

const ORDER_RETURN = /^(?:\/[a-z]{2})?\/my-order\/(?:return\/)?([A-Za-z0-9-]{3,40})(?:[?#]|$)/;

/** The order a return target is a page of (`/my-order/{id}`, `/my-order/return/{id}`), so the dialog can offer the look-up of that order. */
export function orderOfReturn(returnPath: string | null): string | null {
  return returnPath ? (ORDER_RETURN.exec(returnPath)?.[1] ?? null) : null;
}

/**
 * Where signing in leads back to. A customer goes to the page they came for, else their orders. An
 * order look-up opens its one order only (docs/product/account.md, ACC-1), so it goes back only to that order's
 * own pages, else to the order.
 */
export function pathAfterSignIn(
  user: Pick<PublicUser, 'orderId'>,
  returnPath: string | null,
): { kind: 'return'; path: string } | { kind: 'orders' } | { kind: 'order'; orderId: string } {
  if (user.orderId === null) return returnPath ? { kind: 'return', path: returnPath } : { kind: 'orders' };
  if (returnPath && orderOfReturn(returnPath) === user.orderId) return { kind: 'return', path: returnPath };
  return { kind: 'order', orderId: user.orderId };
}
