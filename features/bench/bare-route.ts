import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * The bare route of `npm run bench`: a page under a root layout of its own that holds only what
 * Next.js and next-intl need, so that what the shop's shell costs (header, footer, providers, cookie
 * alert) is a figure of its own. It lives outside `app/[locale]` because a page cannot leave its
 * parent's layout; the proxy sends the storefront path here. `instrumentation-client.ts` still runs
 * on it, as Next runs it before every route.
 */
export const BARE_PATH = '/bench-bare';

/** The route's top-level segment, followed by the storefront: `/bench-bare/sv`. */
const BARE_SEGMENT = 'bench-bare';

/** Where the proxy rewrites a storefront path to, or null when it is not the bare route. */
export function bareRoutePathname(storefront: StorefrontCode, pathname: string): string | null {
  return pathname === BARE_PATH ? `/${BARE_SEGMENT}/${storefront}` : null;
}
