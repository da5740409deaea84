import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import '../globals.css';
import '../styles/header.css';
import '../styles/search.css';
import '../styles/page.css';
import { StorefrontCartPanel } from '@/components/cart/StorefrontCartPanel';
import { ChunkReloadGuard } from '@/components/chrome/ChunkReloadGuard';
import { DealBanner } from '@/components/chrome/DealBanner';
import { FullPageModalLock } from '@/components/chrome/FullPageModalLock';
import { HydrationSignal } from '@/components/chrome/HydrationSignal';
import { LoadingBar } from '@/components/chrome/LoadingBar';
import { RouteKeepAlive } from '@/components/chrome/RouteKeepAlive';
import { ScrollManager } from '@/components/chrome/ScrollManager';
import { SiteFooter } from '@/components/chrome/SiteFooter';
import { SiteHeader } from '@/components/chrome/SiteHeader';
import { StoreMessage } from '@/components/chrome/StoreMessage';
import { CookieAlert } from '@/components/consent/CookieAlert';
import { ShopProviders } from '@/components/shop/ShopProviders';
import { clientMessages } from '@/lib/i18n/client-messages';
import { routing } from '@/lib/i18n/routing';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';
import { storefrontOrigin } from '@/lib/storefronts';
import { vatPreferenceScript } from '@/lib/vat-preference-script';

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
  const [t, messages] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'chrome' }),
    getMessages({ locale: storefront.code }),
  ]);
  const vatScript = vatPreferenceScript(storefront);
  return (
    <html lang={storefront.iso} data-vat="incl" suppressHydrationWarning>
      <head>{vatScript && <script dangerouslySetInnerHTML={{ __html: vatScript }} />}</head>
      <body>
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <ShopProviders storefront={storefront.code}>
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
