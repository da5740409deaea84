import type { Metadata } from 'next';
import { DEFAULT_STOREFRONT, STOREFRONT_CODES, STOREFRONTS, storefrontOrigin, type Storefront, type StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * Pure builders for the metadata every page returns: absolute canonical URLs on the storefront's own
 * domain, hreflang alternates across the five domains, and robots rules. The glue that turns routes
 * into paths (next-intl's getPathname) and reads the backend is in `site-urls.ts`.
 */

/** Search results and filtered listings: kept out of the index, but their links are still followed. */
export const NOINDEX_FOLLOW = { index: false, follow: true } as const;

export type StorefrontUrls = Partial<Record<StorefrontCode, string>>;

/**
 * The absolute URL of a path on a storefront's domain. Only `page` above 1 survives as a query:
 * every other parameter (tracking, `disc`, `login`) would make duplicates of the same page.
 */
export function absoluteUrl(storefront: Storefront, path: string, page = 1): string {
  const url = new URL(path, storefrontOrigin(storefront));
  if (Number.isInteger(page) && page > 1) url.searchParams.set('page', String(page));
  return url.href;
}

/**
 * hreflang alternates: the storefront iso code per URL, plus x-default on the Swedish (default)
 * storefront. A page that exists in only one storefront has no alternates: a lone self-reference
 * says nothing, and the canonical already names the page.
 */
export function hreflangLanguages(urls: StorefrontUrls): Record<string, string> | undefined {
  const languages: Record<string, string> = {};
  for (const code of STOREFRONT_CODES) {
    const url = urls[code];
    if (url) languages[STOREFRONTS[code].iso] = url;
  }
  if (Object.keys(languages).length < 2) return undefined;
  const fallback = urls[DEFAULT_STOREFRONT];
  if (fallback) languages['x-default'] = fallback;
  return languages;
}

export interface PageSeo {
  /** Joined with the storefront brand by the layout's title template, unless absolute. */
  title: string | { absolute: string };
  description?: string;
  /** The page's own absolute URL; leave out for pages that are not indexed. */
  canonical?: string;
  /** The same page in each storefront (the page's own URL included), for hreflang. */
  alternates?: StorefrontUrls;
  /** False for search results, filtered listings and service pages. */
  indexable?: boolean;
}

/**
 * Metadata for a page. A page that is not indexed gets neither a canonical nor alternates: Google
 * reads a canonical on a noindex page as a conflicting signal, and hreflang between pages that are
 * not in the index is ignored.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const metadata: Metadata = { title: seo.title };
  if (seo.description) metadata.description = seo.description;
  if (seo.indexable === false) {
    metadata.robots = NOINDEX_FOLLOW;
    return metadata;
  }
  if (seo.canonical) {
    const languages = seo.alternates ? hreflangLanguages(seo.alternates) : undefined;
    metadata.alternates = languages ? { canonical: seo.canonical, languages } : { canonical: seo.canonical };
  }
  return metadata;
}

/** Account, checkout and order pages: a title for the tab, nothing for search engines. */
export function servicePageMetadata(title: string): Metadata {
  return pageMetadata({ title, indexable: false });
}
