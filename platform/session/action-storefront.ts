import { hasLocale } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { routing } from '@/platform/i18n/routing';
import { STOREFRONTS, type Storefront } from '@/platform/storefronts/storefronts';

/**
 * The storefront a server action serves. An action posts to its page's URL, so the proxy has picked
 * the locale from Host (or the path prefix on a plain host) exactly as for the page itself; nothing
 * the form sends can choose another storefront.
 */
export async function actionStorefront(): Promise<Storefront> {
  const locale = await getLocale();
  return STOREFRONTS[hasLocale(routing.locales, locale) ? locale : routing.defaultLocale];
}
