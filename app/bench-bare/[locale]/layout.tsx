import { NextIntlClientProvider } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';

/**
 * The bare route's root layout (lib/bench-bare.ts): `<html lang>` and next-intl's provider, which
 * every storefront page has, and nothing of the shop. No messages travel: no client component reads one.
 */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function BareLayout({ children, params }: LayoutProps<'/bench-bare/[locale]'>) {
  const storefront = await storefrontFromParams(params);
  return (
    <html lang={storefront.iso}>
      <body>
        <NextIntlClientProvider messages={null}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
