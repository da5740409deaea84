import { fetchCategoryTree, fetchTagPage } from '@/platform/api/calls/catalog';
import { getPathname } from '@/platform/i18n/navigation';
import { categoryUrisById, categoryUrlsById } from '@/features/seo/category-uris';
import { absoluteUrl, type StorefrontUrls } from '@/features/seo/metadata';
import { PRODUCTS_PER_PAGE } from '@/platform/routing/pagination';
import { STOREFRONT_CODES, STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * Routes to absolute URLs: the storefront's own origin plus the path next-intl builds for that
 * storefront (its route words, no locale prefix on its own domain).
 */

export type Href = Parameters<typeof getPathname>[0]['href'];

export function storefrontUrl(storefront: StorefrontCode, href: Href, page = 1): string {
  return absoluteUrl(STOREFRONTS[storefront], getPathname({ locale: storefront, href }), page);
}

/** The same route with the same params in every storefront: home, product, brand, calendar. */
export function everyStorefrontUrls(href: Href): StorefrontUrls {
  return Object.fromEntries(STOREFRONT_CODES.map((code) => [code, storefrontUrl(code, href)]));
}

export function categoryUrl(storefront: StorefrontCode, uri: string, page = 1): string {
  return storefrontUrl(storefront, { pathname: '/category/[...path]', params: { path: uri.split('/') } }, page);
}

/**
 * A category in each storefront where its id exists, from the cached category trees. The page's own
 * storefront is given its canonical URL, so the self-reference always equals the canonical.
 */
export async function categoryAlternateUrls(storefront: StorefrontCode, categoryId: number, canonical: string): Promise<StorefrontUrls> {
  const trees = await Promise.all(STOREFRONT_CODES.map((code) => fetchCategoryTree(code)));
  const uris = Object.fromEntries(
    STOREFRONT_CODES.flatMap((code, index) => {
      const tree = trees[index];
      return tree?.ok ? [[code, categoryUrisById(tree.data)]] : [];
    }),
  );
  return { ...categoryUrlsById(categoryId, uris, (code, uri) => categoryUrl(code, uri)), [storefront]: canonical };
}

/**
 * A tag in each storefront that knows it. Tag slugs are mostly shared, but some are localized (the
 * "new" tag is `nyhet` in sv and `uutuus` in fi), so each storefront is asked for the slug and its
 * answer names the slug it uses; a storefront that does not know the tag is left out. Page 1 at the
 * listing's page size is the very read the tag page makes, so it comes from the data cache.
 */
export async function tagAlternateUrls(storefront: StorefrontCode, slug: string, canonical: string): Promise<StorefrontUrls> {
  const others = STOREFRONT_CODES.filter((code) => code !== storefront);
  const answers = await Promise.all(others.map((code) => fetchTagPage(code, slug, { page: 1, limit: PRODUCTS_PER_PAGE })));
  const urls: StorefrontUrls = { [storefront]: canonical };
  others.forEach((code, index) => {
    const answer = answers[index];
    if (answer?.ok) urls[code] = storefrontUrl(code, { pathname: '/tag/[slug]', params: { slug: answer.data.tag.slug } });
  });
  return urls;
}

export interface LinkedCrumb {
  label: string;
  href: Href;
}

/** The page's breadcrumbs with absolute URLs, for BreadcrumbList structured data. */
export function breadcrumbUrls(storefront: StorefrontCode, crumbs: readonly LinkedCrumb[]) {
  return crumbs.map((crumb) => ({ name: crumb.label, url: storefrontUrl(storefront, crumb.href) }));
}
