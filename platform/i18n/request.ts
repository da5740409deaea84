import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { fetchStrings } from '@/platform/api/calls/content';
import { mergeBackendStrings, type Messages } from '@/platform/i18n/merge-strings';
import { routing } from '@/platform/i18n/routing';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  if (requested !== undefined && !hasLocale(routing.locales, requested)) {
    console.warn(`Unknown locale "${requested}", serving ${routing.defaultLocale}.`);
  }
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const bundled = (await import(`../../messages/${locale}.json`)) as { default: Messages };
  const strings = await fetchStrings(locale);
  if (!strings.ok) console.warn(`Backend strings for ${locale} unavailable (${strings.error.kind}); using bundled messages.`);
  return {
    locale,
    timeZone: STOREFRONTS[locale].timeZone,
    messages: strings.ok ? mergeBackendStrings(bundled.default, strings.data) : bundled.default,
    onError(error) {
      console.warn(error.message);
    },
  };
});
