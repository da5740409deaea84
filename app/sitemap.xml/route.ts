import { CACHE_SECONDS } from '@/lib/api/cache-policy';
import { sitemapIndexXml } from '@/lib/seo/sitemap';
import { sitemapIndexEntries } from '@/lib/seo/sitemap-source';
import { requestStorefront, textResponse, unavailable } from '@/lib/seo/crawler-route';

export async function GET(request: Request): Promise<Response> {
  const entries = await sitemapIndexEntries(requestStorefront(request));
  if (!entries) return unavailable();
  return textResponse(sitemapIndexXml(entries), 'application/xml', CACHE_SECONDS.catalog);
}
