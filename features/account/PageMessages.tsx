import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageMessages, type PAGE_MESSAGE_GROUPS } from '@/platform/i18n/client-messages';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** Sends one page's own message groups to its client components, beside the shop-wide ones. */
export async function PageMessages({ locale, page, children }: { locale: StorefrontCode; page: keyof typeof PAGE_MESSAGE_GROUPS; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return <NextIntlClientProvider messages={pageMessages(messages, page)}>{children}</NextIntlClientProvider>;
}
