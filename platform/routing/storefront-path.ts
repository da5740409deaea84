import { routing } from '@/platform/i18n/routing';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * A storefront path in the shopper's words (`/sok`, `/tuote/x`) as the internal path the route table
 * knows (`/sv/search`, `/fi/product/x`), the words taken from the shop's routing. Only this
 * storefront's own words are translated: another storefront's word, or an English internal one, is
 * no route word here, and stays as it is.
 */
const INTERNAL_WORDS: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  routing.locales.map((storefront) => [
    storefront,
    new Map(
      Object.entries(routing.pathnames).flatMap(([internal, external]) =>
        typeof external === 'string' ? [] : [[external[storefront].split('/')[1] ?? '', internal.split('/')[1] ?? ''] as const],
      ),
    ),
  ]),
);

export function internalPathname(storefront: StorefrontCode, pathname: string): string {
  if (pathname === '/') return `/${storefront}`;
  const [, first = '', ...rest] = pathname.split('/');
  return [`/${storefront}`, INTERNAL_WORDS.get(storefront)?.get(first) ?? first, ...rest].join('/');
}
