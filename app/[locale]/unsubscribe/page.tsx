import type { Metadata } from 'next';
import '@/platform/ui/self-service.css';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PageMessages } from '@/features/account/server';
import { InfoPage } from '@/features/content';
import { UnsubscribeForm, unsubscribeCookieName, unsubscribeLinkOfCookie } from '@/features/newsletter';
import { fetchNewsletterSubscription } from '@/platform/api/calls/newsletter';
import { customerServiceSegments } from '@/platform/storefronts/customer-service';
import { Link } from '@/platform/i18n/navigation';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { unsubscribeState, type UnsubscribeState } from '@/features/newsletter';
import { secureCookies } from '@/platform/session/cookie-security';
import { servicePageMetadata } from '@/features/seo';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/unsubscribe'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'unsubscribe' });
  // Reached from newsletter links only: neither indexed nor a source of links.
  return servicePageMetadata(t('title'));
}

/**
 * `/unsubscribe?email=&token=`, the newsletter's link. Opening it only reads (mail scanners open
 * every link in a mail): it says what will happen, and the button is what unsubscribes. The link's
 * parameters reach the page in a cookie, the address having dropped them first (proxy.ts).
 */
export default async function Unsubscribe({ params }: PageProps<'/[locale]/unsubscribe'>) {
  const storefront = await storefrontFromParams(params);
  const [t, jar, requestHeaders] = await Promise.all([getTranslations({ locale: storefront.code, namespace: 'unsubscribe' }), cookies(), headers()]);
  const link = unsubscribeLinkOfCookie(jar.get(unsubscribeCookieName(secureCookies(requestHeaders)))?.value);
  const state: UnsubscribeState = link ? unsubscribeState(await fetchNewsletterSubscription(storefront.code, link.email, link.token)) : { kind: 'bad-link' };
  return (
    <InfoPage title={t('title')}>
      {state.kind === 'subscribed' && link && (
        <>
          <p className="lead">{t('willStop', { email: state.email, brand: storefront.brand })}</p>
          <p>{t('explain')}</p>
          <PageMessages locale={storefront.code} page="unsubscribe">
            <UnsubscribeForm link={link} />
          </PageMessages>
        </>
      )}
      {state.kind === 'unsubscribed' && <p className="lead">{t('alreadyDone', { email: state.email, brand: storefront.brand })}</p>}
      {(state.kind === 'bad-link' || state.kind === 'expired') && (
        <>
          <p className="alert alert--warning">{t(state.kind)}</p>
          <p>
            {t.rich('instead', {
              profile: (chunks) => <Link href="/my-account/profile">{chunks}</Link>,
              service: (chunks) => <Link href={{ pathname: '/[...slug]', params: { slug: customerServiceSegments(storefront.code) } }}>{chunks}</Link>,
            })}
          </p>
        </>
      )}
      {state.kind === 'unavailable' && <p className="alert alert--warning">{t('unavailable')}</p>}
    </InfoPage>
  );
}
