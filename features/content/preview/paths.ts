import { encodedSlugPath } from '@/features/content/content-slug';
import { PREVIEW_PATH, SLUG_PARAM } from '@/features/content/preview/link';

/**
 * Where the preview sends an editor, without any secret: the preview of a page, the handler that
 * ends the preview, and the published page it ends on. These routes have the same words in every
 * storefront and no locale prefix on a storefront's own domain (tests/unit/preview), so the paths
 * are the same everywhere.
 */

export const EXIT_PATH = `${PREVIEW_PATH}/exit`;

export function previewPagePath(slug: string): string {
  return `${PREVIEW_PATH}?${new URLSearchParams({ [SLUG_PARAM]: slug }).toString()}`;
}

/** The published page of a slug; the home page when the slug names no possible page. */
export function publishedPagePath(slug: string | null): string {
  return slug === null ? '/' : `/${encodedSlugPath(slug)}`;
}
