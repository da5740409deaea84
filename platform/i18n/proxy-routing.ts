import { routing } from '@/platform/i18n/routing';

/**
 * Paths the proxy's locale routing must still know although no storefront translates them: the home
 * page, asked for most and sorted first, and the catch-all of content pages, which answers every
 * path no other entry matches (an English internal path such as `/category/x` included).
 */
const KEPT_AS_IS = new Set<string>(['/', '/[...slug]']);

/**
 * The routing the proxy hands next-intl's middleware: the shop's routing with only the pathnames
 * that change the request. On every request the middleware sorts all pathnames and compiles one
 * regular expression per pathname and storefront it tries until one matches; the catalog's come
 * after the one-to-one paths. A path that reads the same in every storefront and has no catch-all is rewritten to
 * itself, exactly as when its entry is missing, so the entry only cost time (decision 0020).
 * Links and redirects in pages still use `routing` with every pathname.
 */
export const proxyRouting = {
  ...routing,
  pathnames: Object.fromEntries(Object.entries(routing.pathnames).filter(([internal, external]) => typeof external !== 'string' || KEPT_AS_IS.has(internal))),
};
