import { normalHost } from '@/platform/http/host-name.mjs';
import { DEFAULT_STOREFRONT, isStorefrontCode, STOREFRONT_CODES, STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';

export interface RequestStorefront {
  storefront: StorefrontCode;
  /** `/no` when the locale came from a path prefix on a host that is not a storefront domain. */
  prefix: string;
  /** The path without that prefix. */
  pathname: string;
}

/** Each storefront's domain in the spelling `requestHost()` gives, however the deployment wrote it. */
const DOMAINS = STOREFRONT_CODES.map((code) => ({ code, host: normalHost(STOREFRONTS[code].domain) }));

/** Which storefront a request is for: its domain first, else a locale prefix, else the default. */
export function storefrontFromRequest(host: string | null, pathname: string): RequestStorefront {
  const byDomain = DOMAINS.find((domain) => domain.host !== null && domain.host === host)?.code;
  if (byDomain) return { storefront: byDomain, prefix: '', pathname };
  const first = pathname.split('/')[1];
  if (isStorefrontCode(first)) {
    const rest = pathname.slice(first.length + 1) || '/';
    return { storefront: first, prefix: first === DEFAULT_STOREFRONT ? '' : `/${first}`, pathname: rest };
  }
  return { storefront: DEFAULT_STOREFRONT, prefix: '', pathname };
}
