import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { routing } from '@/platform/i18n/routing';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';

/**
 * The bare route's root layout (features/bench/bare-route.ts): `<html lang>` and next-intl's provider,
 * which every storefront page has, and nothing of the shop. No messages travel: no client component
 * reads one. Only the bench's build has it, so Next's generated route types do not name it.
 */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

interface BareLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export default async function BareLayout({ children, params }: BareLayoutProps) {
  const storefront = await storefrontFromParams(params);
  return (
    <html lang={storefront.iso}>
      <body>
        <NextIntlClientProvider messages={null}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
