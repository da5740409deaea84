import type { Metadata } from 'next';
import '@/platform/ui/self-service.css';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/features/account/server';
import { InfoPage } from '@/features/content';
import { confirmTokenFrom } from '@/features/newsletter';
import { AlertLinkForm, alertLinkCookieName } from '@/features/stock-alerts';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { secureCookies } from '@/platform/session/cookie-security';
import { servicePageMetadata } from '@/features/seo';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/stock-alerts/confirm'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'stockAlerts' });
  // Reached from confirmation mails only: neither indexed nor a source of links.
  return servicePageMetadata(t('confirm.title'));
}

/**
 * A stock alert's confirmation link (docs/product/stock-alerts.md, STK-3). Opening it changes
 * nothing, since mail scanners open every link: the button starts the alert. The token reaches the
 * page in a cookie, the address having dropped it first (proxy.ts).
 */
export default async function ConfirmStockAlert({ params }: PageProps<'/[locale]/stock-alerts/confirm'>) {
  const storefront = await storefrontFromParams(params);
  const [t, jar, requestHeaders] = await Promise.all([getTranslations({ locale: storefront.code, namespace: 'stockAlerts' }), cookies(), headers()]);
  const cookie = jar.get(alertLinkCookieName(secureCookies(requestHeaders)))?.value;
  const token = cookie ? confirmTokenFrom([cookie]) : null;
  return (
    <InfoPage title={t('confirm.title')}>
      {token ? (
        <>
          <p className="lead">{t('confirm.lead')}</p>
          <PageMessages locale={storefront.code} page="stockAlerts">
            <AlertLinkForm token={token} deed="confirm" />
          </PageMessages>
        </>
      ) : (
        <p className="alert alert--warning">{t('links.bad-link')}</p>
      )}
    </InfoPage>
  );
}
