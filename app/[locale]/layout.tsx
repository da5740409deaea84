import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import '@/platform/ui/globals.css';
import '@/features/shell/header/header.css';
import '@/features/search/search.css';
import '@/platform/ui/page.css';
import { StorefrontCartPanel } from '@/features/cart/server';
import { ChunkReloadGuard, FullPageModalLock, HydrationSignal, LoadingBar, ScrollManager, ShopProviders } from '@/features/shell';
import { DealBanner } from '@/features/catalog';
import { RouteKeepAlive } from '@/platform/keep-alive/RouteKeepAlive';
import { SiteFooter, SiteHeader, StoreMessage } from '@/features/shell/server';
import { CookieAlert } from '@/features/consent/server';
import { clientMessages } from '@/platform/i18n/client-messages';
import { routing } from '@/platform/i18n/routing';
import { routeHrefs } from '@/platform/i18n/route-hrefs';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { storefrontOrigin } from '@/platform/storefronts/storefronts';
import { PrePaintScripts } from '@/platform/security/PrePaintScripts';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'meta' });
  return {
    metadataBase: new URL(storefrontOrigin(storefront)),
    title: { default: t('homeTitle', { brand: storefront.brand }), template: `%s | ${storefront.brand}` },
    description: t('homeDescription', { brand: storefront.brand }),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b3d5c' };

export default async function StorefrontLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const storefront = await storefrontFromParams(params);
  const [t, messages] = await Promise.all([getTranslations({ locale: storefront.code, namespace: 'chrome' }), getMessages({ locale: storefront.code })]);
  return (
    <html lang={storefront.iso} data-vat="incl" suppressHydrationWarning>
      <head>
        <PrePaintScripts storefront={storefront} />
      </head>
      <body>
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <ShopProviders storefront={storefront.code} hrefs={routeHrefs(storefront.code)}>
            <a className="skip-link" href="#main">
              {t('skipToContent')}
            </a>
            <CookieAlert storefront={storefront} />
            <LoadingBar />
            <SiteHeader storefront={storefront} />
            <DealBanner storefront={storefront} />
            <StoreMessage storefront={storefront} />
            <main id="main" className="page">
              {children}
            </main>
            <SiteFooter storefront={storefront} />
            <StorefrontCartPanel storefront={storefront} />
            <ScrollManager />
            <RouteKeepAlive />
            <ChunkReloadGuard />
            <FullPageModalLock />
            <HydrationSignal />
          </ShopProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
