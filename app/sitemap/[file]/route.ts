import { CACHE_SECONDS } from '@/platform/cache/cache-policy';
import { parseSitemapFileName, urlsetXml, pageUrls, productUrls, requestStorefront, textResponse, unavailable } from '@/features/seo';

/** One file of the sitemap index: `pages.xml` or `products-<top category id>-<part>.xml`. */
export async function GET(request: Request, { params }: RouteContext<'/sitemap/[file]'>): Promise<Response> {
  const file = parseSitemapFileName((await params).file);
  if (!file) return new Response('Not found', { status: 404 });
  const storefront = requestStorefront(request);
  const urls = file.kind === 'pages' ? await pageUrls(storefront) : await productUrls(storefront, file.categoryId, file.part);
  if (!urls) return unavailable();
  if (urls.length === 0) return new Response('Not found', { status: 404 });
  const maxAge = file.kind === 'pages' ? CACHE_SECONDS.categories : CACHE_SECONDS.catalog;
  return textResponse(urlsetXml(urls), 'application/xml', maxAge);
}
