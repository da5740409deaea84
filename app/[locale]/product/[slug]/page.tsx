import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import {
  Recommendations,
  RecentlyViewed,
  ProductGallery,
  ProductSummary,
  PurchaseSettingsProvider,
  ProductViewEvent,
  isDealActive,
  productTrails,
  RECOMMENDATION_BOXES,
} from '@/features/catalog';
import { ProductBreadcrumbs, type ProductTrail } from '@/features/catalog';
import { BreadcrumbJsonLd, ProductJsonLd, pageMetadata, everyStorefrontUrls, storefrontUrl, metaDescription } from '@/features/seo';
import { fetchCategoryTree, fetchProduct } from '@/platform/api/calls/catalog';
import { isNotFound } from '@/platform/api/result';
import type { CategoryRef } from '@/platform/api/types';
import { cartItemFromProduct } from '@/features/cart';
import { shapingData } from '@/platform/api/shaping-read';
import { currentDealOrLastGood } from '@/platform/api/swallowed-reads';
import { categoryPath } from '@/platform/i18n/category-path';
import { getPathname } from '@/platform/i18n/navigation';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';

type Props = PageProps<'/[locale]/product/[slug]'>;

async function load({ params }: Props) {
  const storefront = await storefrontFromParams(params);
  const { slug } = await params;
  const result = await fetchProduct(storefront.code, decodeURIComponent(slug));
  if (isNotFound(result)) notFound();
  return { storefront, product: shapingData(result, 'product') };
}

export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { storefront, product } = await load(props);
  const t = await getTranslations({ locale: storefront.code, namespace: 'seo' });
  // The slug from the backend, not the URL: a differently encoded request names the same canonical.
  const href = { pathname: '/product/[slug]', params: { slug: product.slug } } as const;
  return pageMetadata({
    title: product.name,
    description: metaDescription(product.description) || t('productDescription', { name: product.name, shop: storefront.brand }),
    canonical: storefrontUrl(storefront.code, href),
    // Product slugs are the same in every storefront.
    alternates: everyStorefrontUrls(href),
  });
}

export default async function ProductPage(props: Props) {
  const { storefront, product } = await load(props);
  const t = await getTranslations({ locale: storefront.code, namespace: 'chrome' });
  const category = product.categories[product.categories.length - 1];
  const deal = await currentDealOrLastGood(storefront.code);
  const isDealPage = deal !== null && deal.product_slug === product.slug && isDealActive(deal);
  const line = cartItemFromProduct(product);
  const viewed = { sku: product.sku, mainSku: product.main_sku, slug: product.slug, name: product.name, images: [], thumb: product.thumb };
  const tree = shapingData(await fetchCategoryTree(storefront.code), 'category tree');
  const categoryTrails = productTrails(product.categories, tree);
  const crumbsThrough = (trail: CategoryRef[]) => [
    { label: t('home'), href: '/' as const },
    ...trail.map((category) => ({
      label: category.name,
      href: { pathname: '/category/[...path]' as const, params: { path: category.uri.split('/') } },
    })),
    { label: product.name, href: { pathname: '/product/[slug]' as const, params: { slug: product.slug } } },
  ];
  const trails: ProductTrail[] = (categoryTrails.length > 0 ? categoryTrails : [[]]).map((trail) => ({
    crumbs: crumbsThrough(trail).map((crumb) => ({ label: crumb.label, href: getPathname({ locale: storefront.code, href: crumb.href }) })),
    paths: trail.map((category) => categoryPath(storefront.code, category.uri)),
  }));
  return (
    <>
      <ProductBreadcrumbs trails={trails} label={t('breadcrumbs')} variant={isDealPage ? 'deal' : 'default'} />
      <BreadcrumbJsonLd storefront={storefront.code} items={crumbsThrough(categoryTrails[0] ?? [])} />
      <ProductJsonLd storefront={storefront} product={product} />
      <div className="product-page" data-category={category?.id}>
        <ProductGallery product={product} />
        <PurchaseSettingsProvider productId={product.id}>
          <ProductSummary product={product} storefront={storefront} />
        </PurchaseSettingsProvider>
      </div>
      <Recommendations mainSku={product.main_sku} box={RECOMMENDATION_BOXES.productPage} />
      <RecentlyViewed item={viewed} />
      <ProductViewEvent line={{ sku: line.sku, name: line.name, price: line.price }} />
    </>
  );
}
