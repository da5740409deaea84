import { contentSlugPath } from '@/features/content/content-slug';
import { isSharedSecret } from '@/platform/http/shared-secret';

/**
 * What an editor's link comes to. `off`: no PREVIEW_SECRET is configured, so there is no preview
 * at all (404). `refused`: the secret is missing or wrong (401). `no-page`: the secret is right but
 * the slug names no possible page (400). `open`: draft mode goes on for the slug's preview.
 */
export type PreviewEntry = { kind: 'off' } | { kind: 'refused' } | { kind: 'no-page' } | { kind: 'open'; slug: string };

export function previewEntry(configured: string | undefined, secret: string | null, slug: string | null): PreviewEntry {
  if (!configured) return { kind: 'off' };
  if (!isSharedSecret(configured, secret)) return { kind: 'refused' };
  const path = contentSlugPath(slug);
  return path ? { kind: 'open', slug: path } : { kind: 'no-page' };
}

/**
 * Who sees drafts on the preview page: nobody while preview is off, whatever cookie a browser still
 * holds from before (404), else only a browser in Next's draft mode, which it gets from a valid
 * link alone (401 without).
 */
export type PreviewAccess = 'off' | 'refused' | 'open';

export function previewAccess(configured: string | undefined, draftMode: boolean): PreviewAccess {
  if (!configured) return 'off';
  return draftMode ? 'open' : 'refused';
}
