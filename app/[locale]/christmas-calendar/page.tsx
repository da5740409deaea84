import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InfoPage, doorStates } from '@/features/content';
import { currentDealOrLastGood } from '@/platform/api/swallowed-reads';
import { Link } from '@/platform/i18n/navigation';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { pageMetadata, everyStorefrontUrls, storefrontUrl } from '@/features/seo';

// Doors open by the date, so the cached page is renewed every hour.
export const revalidate = 3600;

export async function generateMetadata({ params }: PageProps<'/[locale]/christmas-calendar'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const [t, tSeo] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'calendar' }),
    getTranslations({ locale: storefront.code, namespace: 'seo' }),
  ]);
  return pageMetadata({
    title: t('title'),
    description: tSeo('calendarDescription', { shop: storefront.brand }),
    canonical: storefrontUrl(storefront.code, '/christmas-calendar'),
    alternates: everyStorefrontUrls('/christmas-calendar'),
  });
}

export default async function ChristmasCalendar({ params }: PageProps<'/[locale]/christmas-calendar'>) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'calendar' });
  const deal = await currentDealOrLastGood(storefront.code);
  const doors = doorStates(new Date(), storefront.timeZone);
  return (
    <InfoPage title={t('title')} lead={t('lead')}>
      <ol className="calendar">
        {doors.map((state, index) => {
          const day = index + 1;
          return (
            <li key={day} className={`calendar__door calendar__door--${state}`}>
              <span className="calendar__day">{day}</span>
              {state === 'today' && deal ? (
                <Link href={{ pathname: '/product/[slug]', params: { slug: deal.product_slug } }}>
                  {t('todaysOffer', { name: deal.product_name, percent: deal.discount })}
                </Link>
              ) : (
                <span className="calendar__note">{t(state === 'closed' ? 'opensOn' : 'opened', { day })}</span>
              )}
            </li>
          );
        })}
      </ol>
    </InfoPage>
  );
}
