import { cookieName } from '@/platform/session/cookie-security';

/**
 * The stock alert mails' two links, `/stock-alerts/confirm?token=` and `/stock-alerts/unsubscribe?token=`
 * (docs/product/stock-alerts.md, STK-5). Their token moves into this cookie on the page's own path
 * before the page renders, as the newsletter's links do, and only the page's button spends it.
 */
export const ALERT_LINK_PATH = /^\/stock-alerts\/(?:confirm|unsubscribe)\/?$/;
const ALERT_LINK_COOKIE = 'td_stock_alert';
const LIFETIME_SECONDS = 15 * 60;

export function alertLinkCookieName(secure: boolean): string {
  return cookieName(ALERT_LINK_COOKIE, '/stock-alerts', secure);
}

/** The cookie's name and attributes on the page's own path; without a token it is cleared. */
export function alertLinkCookie(path: string, secure: boolean, token: string | null) {
  return {
    name: alertLinkCookieName(secure),
    value: token ?? '',
    options: { httpOnly: true, secure, sameSite: 'lax', path, maxAge: token ? LIFETIME_SECONDS : 0 } as const,
  };
}
