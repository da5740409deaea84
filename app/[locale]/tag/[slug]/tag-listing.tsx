import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { Listing } from '@/components/catalog/Listing';
import { BreadcrumbJsonLd } from '@/components/seo/JsonLd';
import { fetchTagPage } from '@/lib/api/calls/catalog';
import { readExistingView } from '@/lib/api/listing-read';
import { getPathname } from '@/lib/i18n/navigation';
import { storefrontFromLocale } from '@/lib/i18n/storefront-param';
import type { ListingView } from '@/lib/listing-view';
import { PRODUCTS_PER_PAGE } from '@/lib/pagination';
import { pageMetadata } from '@/lib/seo/metadata';
import { storefrontUrl, tagAlternateUrls } from '@/lib/seo/site-urls';
import { metaDescription } from '@/lib/seo/text';

/** A tag listing as both its routes see it: the plain first page and page N. */
export interface TagListingParams {
  locale: string;
  slug: string;
  view: ListingView;
}

async function load({ locale, slug, view }: TagListingParams) {
  const storefront = storefrontFromLocale(locale);
  const data = await readExistingView(
    view,
    ({ page }) => fetchTagPage(storefront.code, decodeURIComponent(slug), { page, limit: PRODUCTS_PER_PAGE }),
    'tag',
  );
  if (!data) notFound();
  return { storefront, ...data };
}

export async function tagMetadata(params: TagListingParams): Promise<Metadata> {
  const { page } = params.view;
  const { storefront, tag } = await load(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'seo' });
  const title = page > 1 ? t('pagedTitle', { title: tag.name, page }) : tag.name;
  const description = metaDescription(tag.description) || t('tagDescription', { name: tag.name, shop: storefront.brand });
  // The backend answers with the storefront's own slug, which may differ from the one requested.
  const canonical = storefrontUrl(storefront.code, { pathname: '/tag/[slug]', params: { slug: tag.slug } }, page);
  // Page N holds different products in each storefront (assortments differ): only page 1 has counterparts.
  const alternates = page === 1 ? await tagAlternateUrls(storefront.code, tag.slug, canonical) : undefined;
  return pageMetadata({ title, description, canonical, alternates });
}

export async function TagListing(params: TagListingParams) {
  const { slug, view } = params;
  const { storefront, tag, products, total } = await load(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'chrome' });
  const href = { pathname: '/tag/[slug]' as const, params: { slug } };
  const crumbs = [{ label: t('home'), href: '/' as const }, { label: tag.name, href }];
  const basePath = getPathname({ locale: storefront.code, href });
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <BreadcrumbJsonLd storefront={storefront.code} items={crumbs} />
      <Listing
        products={products}
        total={total}
        page={view.page}
        basePath={basePath}
        list={{ id: `tag:${tag.slug}`, name: tag.name }}
        visit={{ label: tag.name, path: basePath }}
      >
        <h1>{tag.name}</h1>
        {tag.description && <p className="lead">{tag.description}</p>}
      </Listing>
    </>
  );
}
