/**
 * Sitemaps per storefront domain (sitemaps.org protocol). `/sitemap.xml` is an index of
 * `/sitemap/pages.xml` (home, categories, brands) and one or more product files per top category,
 * `/sitemap/products-<category id>-<part>.xml`. There is no product list endpoint, so products come
 * from the category listing of each top category.
 */

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Products per product sitemap. Far below the protocol's 50,000 so that one file costs a bounded
 * number of backend reads (PRODUCTS_PER_SITEMAP / SITEMAP_LISTING_PAGE_SIZE) and stays small.
 */
export const PRODUCTS_PER_SITEMAP = 1_000;

/** Products per category listing read: the largest page the backend serves. */
export const SITEMAP_LISTING_PAGE_SIZE = 100;

export type SitemapFile = { kind: 'pages' } | { kind: 'products'; categoryId: number; part: number };

export function sitemapFileName(file: SitemapFile): string {
  return file.kind === 'pages' ? 'pages.xml' : `products-${file.categoryId}-${file.part}.xml`;
}

/** The file a `/sitemap/<name>` request asks for, or null for anything we never list. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^products-([1-9]\d{0,9})-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  return { kind: 'products', categoryId: Number(match[1]), part: Number(match[2]) };
}

/** How many product files a top category with `total` products needs. */
export function productSitemapParts(total: number, perFile = PRODUCTS_PER_SITEMAP): number {
  return total > 0 ? Math.ceil(total / perFile) : 0;
}

/**
 * The listing pages (from 1) that hold the products of one product file of a category with `total`
 * products. Pages past the end are never asked for, so a backend that answers them with an error
 * cannot fail the last file; a part past the end has no pages at all.
 */
export function listingPagesForPart(part: number, total: number, perFile = PRODUCTS_PER_SITEMAP, pageSize = SITEMAP_LISTING_PAGE_SIZE): number[] {
  if (perFile % pageSize !== 0) throw new RangeError('A product sitemap must hold whole listing pages.');
  const pagesPerFile = perFile / pageSize;
  const lastPage = Math.ceil(Math.max(total, 0) / pageSize);
  const first = (part - 1) * pagesPerFile + 1;
  const last = Math.min(first + pagesPerFile - 1, lastPage);
  return last >= first ? Array.from({ length: last - first + 1 }, (_, index) => first + index) : [];
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

function document(root: 'urlset' | 'sitemapindex', entry: 'url' | 'sitemap', locations: readonly string[]): string {
  if (locations.length > SITEMAP_MAX_URLS) throw new RangeError(`A sitemap holds at most ${SITEMAP_MAX_URLS} URLs.`);
  const entries = locations.map((location) => `<${entry}><loc>${escapeXml(location)}</loc></${entry}>`);
  return [`<?xml version="1.0" encoding="UTF-8"?>`, `<${root} xmlns="${SITEMAP_NS}">`, ...entries, `</${root}>`, ''].join('\n');
}

/** A `<urlset>` of absolute page URLs, duplicates dropped (products sit in several categories). */
export function urlsetXml(urls: readonly string[]): string {
  return document('urlset', 'url', [...new Set(urls)]);
}

/** A `<sitemapindex>` of absolute sitemap URLs. */
export function sitemapIndexXml(sitemaps: readonly string[]): string {
  return document('sitemapindex', 'sitemap', sitemaps);
}
