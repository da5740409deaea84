import { unsubscribeLinkFrom, type UnsubscribeLink } from '@/features/newsletter/unsubscribe-link';
import { cookieName } from '@/platform/session/cookie-security';

/**
 * The unsubscribe link's address and token move from the page's address into this cookie before
 * the page renders: whatever reads the address afterwards (a tag manager's `page_location`, the
 * history, the Referer header, an error report) never sees them. HttpOnly, sent to the unsubscribe
 * page only, for as long as a shopper takes to decide.
 */
const UNSUBSCRIBE_LINK_COOKIE = 'td_unsubscribe';
const LIFETIME_SECONDS = 15 * 60;
const LINK_PARAMETERS = ['email', 'token'] as const;

/** Whether a query still carries the link's parameters, which must leave the address. */
export function carriesUnsubscribeLink(query: URLSearchParams): boolean {
  return LINK_PARAMETERS.some((name) => query.has(name));
}

/** The link a query names: one `email` and one `token`, else none (a broken link). */
export function unsubscribeLinkOfQuery(query: URLSearchParams): UnsubscribeLink | null {
  const only = (name: string) => (query.getAll(name).length === 1 ? query.get(name) : undefined);
  return unsubscribeLinkFrom({ email: only('email'), token: only('token') });
}

/** The query without the link's parameters; the rest (a campaign's `utm_*`) stays. */
export function withoutUnsubscribeLink(query: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(query);
  for (const name of LINK_PARAMETERS) kept.delete(name);
  return kept;
}

function unsubscribeCookieValue(link: UnsubscribeLink): string {
  return new URLSearchParams({ email: link.email, token: link.token }).toString();
}

export function unsubscribeLinkOfCookie(value: string | undefined): UnsubscribeLink | null {
  return value ? unsubscribeLinkOfQuery(new URLSearchParams(value)) : null;
}

/** `__Secure-` on an https storefront: the page's path is narrower than `/`, which `__Host-` needs. */
export function unsubscribeCookieName(secure: boolean): string {
  return cookieName(UNSUBSCRIBE_LINK_COOKIE, '/unsubscribe', secure);
}

/** The cookie's name and attributes on the page's own path; an empty value with no lifetime clears it. */
export function unsubscribeCookie(path: string, secure: boolean, link: UnsubscribeLink | null) {
  return {
    name: unsubscribeCookieName(secure),
    value: link ? unsubscribeCookieValue(link) : '',
    options: { httpOnly: true, secure, sameSite: 'lax', path, maxAge: link ? LIFETIME_SECONDS : 0 } as const,
  };
}
