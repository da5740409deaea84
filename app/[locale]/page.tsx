import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProductGrid, CategoryTiles } from '@/features/catalog';
import { fetchMainMenu } from '@/platform/api/calls/catalog';
import { fetchPopularProducts } from '@/platform/api/calls/search';
import { shapingData } from '@/platform/api/shaping-read';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { pageMetadata, everyStorefrontUrls, storefrontUrl } from '@/features/seo';

const HOME_POPULAR_COUNT = 12;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'meta' });
  return pageMetadata({
    title: { absolute: t('homeTitle', { brand: storefront.brand }) },
    description: t('homeDescription', { brand: storefront.brand }),
    canonical: storefrontUrl(storefront.code, '/'),
    alternates: everyStorefrontUrls('/'),
  });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'home' });
  const [menu, popular] = await Promise.all([fetchMainMenu(storefront.code), fetchPopularProducts(storefront.code, HOME_POPULAR_COUNT)]);
  return (
    <>
      <section className="hero">
        <h1>{t('heading', { brand: storefront.brand })}</h1>
        <p>{t('intro')}</p>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('categories')}</h2>
        <CategoryTiles categories={shapingData(menu, 'main menu')} />
      </section>
      <section aria-labelledby="home-popular">
        <h2 id="home-popular">{t('popular')}</h2>
        <ProductGrid products={shapingData(popular, 'popular products').products} />
      </section>
    </>
  );
}
