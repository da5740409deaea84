import { DEFAULT_STOREFRONT, isStorefrontCode, STOREFRONT_CODES, STOREFRONTS, type StorefrontCode } from '@/lib/storefronts';

export interface RequestStorefront {
  storefront: StorefrontCode;
  /** `/no` when the locale came from a path prefix on a host that is not a storefront domain. */
  prefix: string;
  /** The path without that prefix. */
  pathname: string;
}

/** Which storefront a request is for: its domain first, else a locale prefix, else the default. */
export function storefrontFromRequest(host: string | null, pathname: string): RequestStorefront {
  const byDomain = STOREFRONT_CODES.find((code) => STOREFRONTS[code].domain === host);
  if (byDomain) return { storefront: byDomain, prefix: '', pathname };
  const first = pathname.split('/')[1];
  if (isStorefrontCode(first)) {
    const rest = pathname.slice(first.length + 1) || '/';
    return { storefront: first, prefix: first === DEFAULT_STOREFRONT ? '' : `/${first}`, pathname: rest };
  }
  return { storefront: DEFAULT_STOREFRONT, prefix: '', pathname };
}
