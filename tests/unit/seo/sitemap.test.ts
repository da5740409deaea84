import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  listingPagesForPart,
  parseSitemapFileName,
  PRODUCTS_PER_SITEMAP,
  productSitemapParts,
  SITEMAP_LISTING_PAGE_SIZE,
  SITEMAP_MAX_URLS,
  sitemapFileName,
  sitemapIndexXml,
  urlsetXml,
  type SitemapFile,
} from '@/features/seo/sitemap';

describe('sitemap file names', () => {
  it.each([
    [{ kind: 'pages' }, 'pages.xml'],
    [{ kind: 'products', categoryId: 100, part: 1 }, 'products-100-1.xml'],
    [{ kind: 'products', categoryId: 283, part: 12 }, 'products-283-12.xml'],
  ] as [SitemapFile, string][])('%j <-> %s', (file, name) => {
    expect(sitemapFileName(file)).toBe(name);
    expect(parseSitemapFileName(name)).toEqual(file);
  });

  it.each([
    ['sitemap.xml'],
    ['pages'],
    ['products-100.xml'],
    ['products-100-0.xml'],
    ['products-0-1.xml'],
    ['products-01-1.xml'],
    ['products--1-1.xml'],
    ['products-100-1.xml.gz'],
    ['products-a-1.xml'],
    ['products-12345678901-1.xml'],
    ['../pages.xml'],
  ])('%s is not a sitemap of ours', (name) => {
    expect(parseSitemapFileName(name)).toBeNull();
  });
});

describe('productSitemapParts: files per top category', () => {
  it.each([
    [0, 0],
    [1, 1],
    [PRODUCTS_PER_SITEMAP, 1],
    [PRODUCTS_PER_SITEMAP + 1, 2],
    [2310, 3],
    [50_000, 50],
    [50_001, 51],
  ])('%i products -> %i files', (total, parts) => {
    expect(productSitemapParts(total)).toBe(parts);
  });

  it('keeps every file far below the protocol limit', () => {
    expect(PRODUCTS_PER_SITEMAP).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    expect(PRODUCTS_PER_SITEMAP % SITEMAP_LISTING_PAGE_SIZE).toBe(0);
  });
});

describe('listingPagesForPart: the listing pages of one product file, never past the end', () => {
  it.each([
    [1, 2310, 1000, 100, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    [2, 2310, 1000, 100, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [3, 2310, 1000, 100, [21, 22, 23, 24]],
    [4, 2310, 1000, 100, []],
    [1, 15, 1000, 100, [1]],
    [1, 0, 1000, 100, []],
    [2, 1000, 500, 100, [6, 7, 8, 9, 10]],
    [1, 100, 1000, 100, [1]],
    [1, 101, 1000, 100, [1, 2]],
    [50, 50_000, 1000, 100, [491, 492, 493, 494, 495, 496, 497, 498, 499, 500]],
    [51, 50_001, 1000, 100, [501]],
    [51, 50_000, 1000, 100, []],
  ])('part %i of %i products (%i per file, %i per page) -> %j', (part, total, perFile, pageSize, pages) => {
    expect(listingPagesForPart(part, total, perFile, pageSize)).toEqual(pages);
  });

  it('refuses files that would split a listing page', () => {
    expect(() => listingPagesForPart(1, 1000, 150, 100)).toThrow(RangeError);
  });
});

describe('sitemap XML', () => {
  it.each([
    ['a&b', 'a&amp;b'],
    ['<x>', '&lt;x&gt;'],
    [`"q" 'a'`, '&quot;q&quot; &apos;a&apos;'],
    ['https://sv/kategori/sk%C3%A4rm?page=2', 'https://sv/kategori/sk%C3%A4rm?page=2'],
  ])('escapes %j -> %j', (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });

  it('writes a urlset with escaped, de-duplicated locations', () => {
    expect(urlsetXml(['https://sv/', 'https://sv/a?x=1&y=2', 'https://sv/'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://sv/</loc></url>',
        '<url><loc>https://sv/a?x=1&amp;y=2</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('writes a sitemap index', () => {
    expect(sitemapIndexXml(['https://sv/sitemap/pages.xml', 'https://sv/sitemap/products-100-1.xml'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://sv/sitemap/pages.xml</loc></sitemap>',
        '<sitemap><loc>https://sv/sitemap/products-100-1.xml</loc></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });

  it('refuses more URLs than one file may hold', () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, index) => `https://sv/p/${index}`);
    expect(() => urlsetXml(urls)).toThrow(RangeError);
    expect(() => urlsetXml(urls.slice(1))).not.toThrow();
  });
});
