/**
 * The editors' link to a draft is the preview page's own address with the secret on it:
 * `/page-preview?slug=om-oss&secret=…`, as a CMS's preview URL is configured. The proxy hands such
 * a request to the route handler that checks the secret (ENTRY_PATH); the preview page itself never
 * sees a secret.
 */

export const PREVIEW_PATH = '/page-preview';
export const SECRET_PARAM = 'secret';
export const SLUG_PARAM = 'slug';

/** Where the proxy rewrites an editor's link, under the storefront's locale segment. */
export const ENTRY_PATH = `${PREVIEW_PATH}/open`;

/**
 * The secret travels on to that handler in a request header, not in the rewritten URL: Next sends
 * the rewritten URL back to the browser (`x-middleware-rewrite`), where proxies may log it.
 */
export const SECRET_HEADER = 'x-preview-secret';

/** Whether a storefront path (without locale prefix) and its query are an editor's link. */
export function isPreviewLink(pathname: string, search: URLSearchParams): boolean {
  return pathname === PREVIEW_PATH && search.has(SECRET_PARAM);
}
