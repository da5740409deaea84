/** The seo feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export { flattenCategoryTree } from '@/features/seo/category-uris';
export { requestStorefront, textResponse, unavailable } from '@/features/seo/crawler-route';
export { BreadcrumbJsonLd, ProductJsonLd } from '@/features/seo/JsonLd';
export { pageMetadata, servicePageMetadata } from '@/features/seo/metadata';
export type { StorefrontUrls } from '@/features/seo/metadata';
export { robotsTxt } from '@/features/seo/robots';
export { categoryAlternateUrls, categoryUrl, everyStorefrontUrls, storefrontUrl, tagAlternateUrls } from '@/features/seo/site-urls';
export type { Href, LinkedCrumb } from '@/features/seo/site-urls';
export { pageUrls, productUrls, sitemapIndexEntries, sitemapIndexUrl } from '@/features/seo/sitemap-source';
export { parseSitemapFileName, sitemapIndexXml, urlsetXml } from '@/features/seo/sitemap';
export { metaDescription } from '@/features/seo/text';
