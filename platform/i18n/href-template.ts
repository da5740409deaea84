/**
 * A localized route with one parameter, made on the server by next-intl's `getPathname` with
 * HREF_SLOT where the parameter goes (platform/i18n/route-hrefs.ts). A client component fills it
 * in, so the route table and next-intl's navigation stay out of the shell's scripts (decision 0066).
 */
export const HREF_SLOT = ':slot';

/**
 * The route with `value` in the slot, compiled as next-intl compiles a parameter: put in place, the
 * path encoded as a URL encodes it, no trailing slash. A catch-all parameter's segments come joined
 * by '/'.
 */
export function fillHref(template: string, value: string): string {
  const path = new URL(
    template.replace(HREF_SLOT, () => value),
    'http://l',
  ).pathname;
  return path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** A path with a query, serialised as next-intl serialises `href.query`. */
export function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/** The routes the shell's client components link to with a value only the browser knows. */
export interface RouteHrefs {
  /** '/produkt/:slot' on sv. */
  product: string;
  /** '/kategori/:slot' on sv, the slot taking the category's segments. */
  category: string;
  /** The results page, '/sok' on sv. */
  search: string;
  /** An order-lookup user's order, '/my-order/:slot'. */
  order: string;
}
