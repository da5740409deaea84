import type { Metadata } from 'next';
import '@/platform/ui/self-service.css';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/features/account/server';
import { InfoPage } from '@/features/content';
import { ConfirmSubscriptionForm, confirmCookieName, confirmTokenFrom } from '@/features/newsletter';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { secureCookies } from '@/platform/session/cookie-security';
import { servicePageMetadata } from '@/features/seo';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/confirm'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'newsletterConfirm' });
  // Reached from confirmation mails only: neither indexed nor a source of links.
  return servicePageMetadata(t('title'));
}

/**
 * The confirmation mail's link, the sign-up's second step. Opening it changes nothing (mail
 * scanners open every link): the button is what puts the address on the list. The token reaches
 * the page in a cookie, the address having dropped it first (proxy.ts).
 */
export default async function ConfirmSubscription({ params }: PageProps<'/[locale]/newsletter/confirm'>) {
  const storefront = await storefrontFromParams(params);
  const [t, jar, requestHeaders] = await Promise.all([getTranslations({ locale: storefront.code, namespace: 'newsletterConfirm' }), cookies(), headers()]);
  const cookie = jar.get(confirmCookieName(secureCookies(requestHeaders)))?.value;
  const token = cookie ? confirmTokenFrom([cookie]) : null;
  return (
    <InfoPage title={t('title')}>
      {token ? (
        <>
          <p className="lead">{t('lead', { brand: storefront.brand })}</p>
          <PageMessages locale={storefront.code} page="newsletterConfirm">
            <ConfirmSubscriptionForm token={token} />
          </PageMessages>
        </>
      ) : (
        <>
          <p className="alert alert--warning">{t('bad-link')}</p>
          <p>{t('instead')}</p>
        </>
      )}
    </InfoPage>
  );
}
