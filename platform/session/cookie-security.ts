import { storefrontFromRequest } from '@/platform/i18n/storefront-from-request';
import { requestHost } from '@/platform/http/request-origin';
import { getStorefront, storefrontOrigin } from '@/platform/storefronts/storefronts';

interface HeaderSource {
  get(name: string): string | null;
}

/**
 * Whether the shop's cookies are Secure: when the storefront a request is for lives on an https
 * origin, which is every storefront but one on a local development host (`localhost`,
 * `*.localhost`, 127.0.0.1). It follows the storefront's own address, not what a proxy forwarded:
 * a shop deployed behind a TLS proxy that forgot the proxy setting still keeps its tokens off
 * plain http.
 */
export function secureCookies(headers: HeaderSource): boolean {
  const { storefront } = storefrontFromRequest(requestHost(headers), '/');
  return storefrontOrigin(getStorefront(storefront)).startsWith('https:');
}

/**
 * The name a Secure cookie goes by. `__Host-` where the cookie is host-only on Path=/: the browser
 * then refuses one set by a sibling subdomain or over http, so nobody can plant a session of their
 * own. A cookie on a narrower path cannot carry `__Host-`; `__Secure-` still keeps plain http from
 * setting it. A local development host keeps the bare name.
 */
export function cookieName(name: string, path: string, secure: boolean): string {
  if (!secure) return name;
  return path === '/' ? `__Host-${name}` : `__Secure-${name}`;
}
