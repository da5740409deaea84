import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';

export async function generateMetadata({ params }: PageProps<'/bench-bare/[locale]'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'benchBare' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function BenchBarePage({ params }: PageProps<'/bench-bare/[locale]'>) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'benchBare' });
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
    </main>
  );
}
