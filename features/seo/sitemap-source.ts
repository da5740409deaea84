import { fetchBrands, fetchCategoryPage, fetchCategoryTree } from '@/platform/api/calls/catalog';
import type { ApiResult } from '@/platform/api/result';
import { flattenCategoryTree } from '@/features/seo/category-uris';
import { categoryUrl, storefrontUrl } from '@/features/seo/site-urls';
import { listingPagesForPart, productSitemapParts, SITEMAP_LISTING_PAGE_SIZE, sitemapFileName, type SitemapFile } from '@/features/seo/sitemap';
import { STOREFRONTS, storefrontOrigin, type StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * What the sitemaps of one storefront list, read from the cached catalog calls. Every function gives
 * null when a read failed: a sitemap that silently drops URLs would tell crawlers the pages are gone,
 * so the route answers 503 and the crawler comes back later instead.
 */

function sitemapFileUrl(storefront: StorefrontCode, file: SitemapFile): string {
  return `${storefrontOrigin(STOREFRONTS[storefront])}/sitemap/${sitemapFileName(file)}`;
}

export function sitemapIndexUrl(storefront: StorefrontCode): string {
  return `${storefrontOrigin(STOREFRONTS[storefront])}/sitemap.xml`;
}

/** The first listing page of a top category; its record count says how many product files it needs. */
function firstListingPage(storefront: StorefrontCode, uri: string) {
  return fetchCategoryPage(storefront, uri, { page: 1, limit: SITEMAP_LISTING_PAGE_SIZE });
}

function allOk<T>(results: ApiResult<T>[]): T[] | null {
  const data: T[] = [];
  for (const result of results) {
    if (!result.ok) return null;
    data.push(result.data);
  }
  return data;
}

/** The sitemap files of the index: the pages file, then the product files of each top category. */
export async function sitemapIndexEntries(storefront: StorefrontCode): Promise<string[] | null> {
  const tree = await fetchCategoryTree(storefront);
  if (!tree.ok) return null;
  const listings = allOk(await Promise.all(tree.data.map((top) => firstListingPage(storefront, top.uri))));
  if (!listings) return null;
  const productFiles = tree.data.flatMap((top, index) =>
    Array.from({ length: productSitemapParts(listings[index]?.total ?? 0) }, (_, part): SitemapFile => ({
      kind: 'products',
      categoryId: top.id,
      part: part + 1,
    })),
  );
  return [{ kind: 'pages' } as const, ...productFiles].map((file) => sitemapFileUrl(storefront, file));
}

/** Home, every category of the tree (top categories first in their branch) and every brand. */
export async function pageUrls(storefront: StorefrontCode): Promise<string[] | null> {
  const [tree, brands] = await Promise.all([fetchCategoryTree(storefront), fetchBrands(storefront)]);
  if (!tree.ok || !brands.ok) return null;
  return [
    storefrontUrl(storefront, '/'),
    ...flattenCategoryTree(tree.data).map((category) => categoryUrl(storefront, category.uri)),
    ...brands.data.map((brand) => storefrontUrl(storefront, { pathname: '/brand/[slug]', params: { slug: brand.slug } })),
  ];
}

/**
 * The products of one product file: the first listing page of the top category says how many there
 * are (the index read it too, so it is cached), then the file's listing pages are read in parallel.
 * An empty list means the part is past the end or the id is not a top category: the route's 404.
 */
export async function productUrls(storefront: StorefrontCode, categoryId: number, part: number): Promise<string[] | null> {
  const tree = await fetchCategoryTree(storefront);
  if (!tree.ok) return null;
  const top = tree.data.find((category) => category.id === categoryId);
  if (!top) return [];
  const first = await firstListingPage(storefront, top.uri);
  if (!first.ok) return null;
  const pages = allOk(
    await Promise.all(
      listingPagesForPart(part, first.data.total).map((page) =>
        page === 1 ? Promise.resolve(first) : fetchCategoryPage(storefront, top.uri, { page, limit: SITEMAP_LISTING_PAGE_SIZE }),
      ),
    ),
  );
  if (!pages) return null;
  return pages.flatMap((page) => page.products.map((product) => storefrontUrl(storefront, { pathname: '/product/[slug]', params: { slug: product.slug } })));
}
