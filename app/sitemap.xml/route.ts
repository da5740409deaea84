import { CACHE_SECONDS } from '@/platform/cache/cache-policy';
import { sitemapIndexXml, sitemapIndexEntries, requestStorefront, textResponse, unavailable } from '@/features/seo';

export async function GET(request: Request): Promise<Response> {
  const entries = await sitemapIndexEntries(requestStorefront(request));
  if (!entries) return unavailable();
  return textResponse(sitemapIndexXml(entries), 'application/xml', CACHE_SECONDS.catalog);
}
