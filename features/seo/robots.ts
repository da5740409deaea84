/**
 * robots.txt of one storefront domain: everything may be crawled except pages that are per visitor
 * or endless (search results), and the sitemap of the same domain is named.
 */

export interface RobotsInput {
  /** Paths as the storefront spells them, e.g. `/sok` (sv) or `/searchresults`. */
  disallow: readonly string[];
  /** Absolute URL of the storefront's sitemap index. */
  sitemap: string;
}

/**
 * A bare `Disallow: /sok` is a prefix and would also hide a content page such as `/sokord`. Each
 * path is therefore blocked exactly, below it and with a query (`$` ends a pattern for Google and Bing).
 */
function disallowRules(path: string): string[] {
  return [`Disallow: ${path}$`, `Disallow: ${path}/`, `Disallow: ${path}?`];
}

export function robotsTxt({ disallow, sitemap }: RobotsInput): string {
  return ['User-agent: *', 'Allow: /', ...disallow.flatMap(disallowRules), '', `Sitemap: ${sitemap}`, ''].join('\n');
}
