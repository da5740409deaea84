import type { Product } from '@/platform/api/types';
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd, type JsonLd as JsonLdData } from '@/features/seo/json-ld';
import { breadcrumbUrls, storefrontUrl, type LinkedCrumb } from '@/features/seo/site-urls';
import type { Storefront, StorefrontCode } from '@/platform/storefronts/storefronts';

/** Structured data for search engines; rendered on the server into the cached page. */
export function JsonLd({ data }: { data: JsonLdData }) {
  // serializeJsonLd escapes `<`, so the content cannot close the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** BreadcrumbList for the same items the visible breadcrumbs show; nothing when they do not show. */
export function BreadcrumbJsonLd({ storefront, items }: { storefront: StorefrontCode; items: readonly LinkedCrumb[] }) {
  const data = breadcrumbJsonLd(breadcrumbUrls(storefront, items));
  return data ? <JsonLd data={data} /> : null;
}

/** Product with its Offer, at the product's canonical URL. */
export function ProductJsonLd({ storefront, product }: { storefront: Storefront; product: Product }) {
  const url = storefrontUrl(storefront.code, { pathname: '/product/[slug]', params: { slug: product.slug } });
  return <JsonLd data={productJsonLd(product, storefront, url)} />;
}
