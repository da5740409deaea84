import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/components/content/InfoPage';
import { storefrontFromParams } from '@/lib/i18n/storefront-param';

export async function generateMetadata({ params }: PageProps<'/[locale]/unsubscribe'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'newsletter' });
  // Reached from newsletter links only: neither indexed nor a source of links.
  return { title: t('unsubscribeTitle'), robots: { index: false, follow: false } };
}

export default async function Unsubscribe({ params }: PageProps<'/[locale]/unsubscribe'>) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'newsletter' });
  return (
    <InfoPage title={t('unsubscribeTitle')} lead={t('unsubscribeLead', { brand: storefront.brand })}>
      <p>{t('unsubscribeHelp')}</p>
    </InfoPage>
  );
}
