import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/features/account/server';
import { InfoPage } from '@/features/content';
import { confirmTokenFrom } from '@/features/newsletter';
import { servicePageMetadata } from '@/features/seo';
import { AlertLinkForm } from '@/features/stock-alerts/AlertLinkForm';
import { alertLinkCookieName } from '@/features/stock-alerts/alert-links';
import type { Storefront } from '@/platform/storefronts/storefronts';
import { secureCookies } from '@/platform/session/cookie-security';

type Deed = 'confirm' | 'unsubscribe';

/** Reached from the alert's mails only: neither indexed nor a source of links. */
export async function alertLinkMetadata(storefront: Storefront, deed: Deed): Promise<Metadata> {
  const t = await getTranslations({ locale: storefront.code, namespace: 'stockAlerts' });
  return servicePageMetadata(t(`${deed}.title`));
}

/**
 * A stock alert's confirmation link (STK-3) or an alert mail's unsubscribe link (STK-5),
 * docs/product/stock-alerts.md. Opening it changes nothing, since mail scanners open every link:
 * the button starts or ends the alert. The token reaches the page in a cookie, the address having
 * dropped it first (proxy.ts).
 */
export async function AlertLinkPage({ storefront, deed }: { storefront: Storefront; deed: Deed }) {
  const [t, jar, requestHeaders] = await Promise.all([getTranslations({ locale: storefront.code, namespace: 'stockAlerts' }), cookies(), headers()]);
  const cookie = jar.get(alertLinkCookieName(secureCookies(requestHeaders)))?.value;
  const token = cookie ? confirmTokenFrom([cookie]) : null;
  return (
    <InfoPage title={t(`${deed}.title`)}>
      {token ? (
        <>
          <p className="lead">{t(`${deed}.lead`)}</p>
          <PageMessages locale={storefront.code} page="stockAlerts">
            <AlertLinkForm token={token} deed={deed} />
          </PageMessages>
        </>
      ) : (
        <p className="alert alert--warning">{t('links.bad-link')}</p>
      )}
    </InfoPage>
  );
}
