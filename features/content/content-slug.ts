/**
 * Which slugs can name a content page. Only plausible ones reach the backend: anything else is a
 * 404 (or a refused preview link) without a call.
 */

const SEGMENT = /^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u;
const MAX_SEGMENTS = 5;

/** Whether the decoded path segments of a URL could be a content page's slug. */
export function isContentSlug(segments: readonly string[]): boolean {
  return segments.length > 0 && segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment));
}

/**
 * A slug path as an editor's link or a CMS writes it (`kundservice/kontakt`, `/om-oss/`), without
 * its surrounding slashes, or null when no content page can have it.
 */
export function contentSlugPath(text: string | null | undefined): string | null {
  const path = text?.trim().replace(/^\/+|\/+$/g, '');
  return path && isContentSlug(path.split('/')) ? path : null;
}

/** A slug path as a URL path, each segment percent-encoded: backend paths and Location headers take ASCII. */
export function encodedSlugPath(slugPath: string): string {
  return slugPath.split('/').map(encodeURIComponent).join('/');
}
