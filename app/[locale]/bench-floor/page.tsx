import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';

/**
 * The floor route of `npm run bench`: a page with no data of its own, under the same proxy and root
 * layout as every page, so that what the shop's pages cost beyond it is what the shop adds.
 */
export async function generateMetadata({ params }: PageProps<'/[locale]/bench-floor'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'benchFloor' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function BenchFloorPage({ params }: PageProps<'/[locale]/bench-floor'>) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'benchFloor' });
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
    </>
  );
}
