import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/platform/i18n/routing';
import { STOREFRONTS, type Storefront } from '@/platform/storefronts/storefronts';

/**
 * Turns a route's `[locale]` param into its storefront and enables static rendering for it.
 * An unknown locale is a 404.
 */
export async function storefrontFromParams(params: Promise<{ locale: string }>): Promise<Storefront> {
  return storefrontFromLocale((await params).locale);
}

/** The same for a `[locale]` param already read, as listings shared by two routes have it. */
export function storefrontFromLocale(locale: string): Storefront {
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return STOREFRONTS[locale];
}
