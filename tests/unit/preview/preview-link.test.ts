import { describe, expect, it } from 'vitest';
import { contentSlugPath } from '@/features/content/content-slug';
import { previewAccess, previewEntry } from '@/features/content/preview/access';
import { isPreviewLink } from '@/features/content/preview/link';
import { routing } from '@/platform/i18n/routing';
import { EXIT_PATH, previewPagePath, publishedPagePath } from '@/features/content/preview/paths';

const SECRET = 'a-long-random-preview-secret';

describe("an editor's link (README, Previewing drafts)", () => {
  it('is the preview page with a secret on it, whatever the secret', () => {
    expect(isPreviewLink('/page-preview', new URLSearchParams({ slug: 'om-oss', secret: 'x' }))).toBe(true);
    expect(isPreviewLink('/page-preview', new URLSearchParams({ slug: 'om-oss', secret: '' }))).toBe(true);
    expect(isPreviewLink('/page-preview', new URLSearchParams({ slug: 'om-oss' }))).toBe(false);
    expect(isPreviewLink('/page-preview/exit', new URLSearchParams({ secret: 'x' }))).toBe(false);
    expect(isPreviewLink('/om-oss', new URLSearchParams({ secret: 'x' }))).toBe(false);
  });

  it('leads nowhere while PREVIEW_SECRET is unset', () => {
    expect(previewEntry(undefined, SECRET, 'om-oss')).toEqual({ kind: 'off' });
    expect(previewEntry('', '', 'om-oss')).toEqual({ kind: 'off' });
  });

  it('is refused without the exact secret, before its slug is looked at', () => {
    for (const given of [null, '', 'wrong', SECRET.slice(0, -1), `${SECRET}x`, ` ${SECRET}`, SECRET.toUpperCase()]) {
      expect(previewEntry(SECRET, given, 'om-oss'), String(given)).toEqual({ kind: 'refused' });
    }
    expect(previewEntry(SECRET, 'wrong', '../etc/passwd')).toEqual({ kind: 'refused' });
  });

  it('opens the preview of the page its slug names, as a CMS may write it', () => {
    expect(previewEntry(SECRET, SECRET, 'om-oss')).toEqual({ kind: 'open', slug: 'om-oss' });
    expect(previewEntry(SECRET, SECRET, '/kundservice/kontakt/')).toEqual({ kind: 'open', slug: 'kundservice/kontakt' });
    expect(previewEntry(SECRET, SECRET, ' tietoa-meista ')).toEqual({ kind: 'open', slug: 'tietoa-meista' });
  });

  it('with the right secret but a slug no page can have, opens nothing', () => {
    for (const slug of [null, '', '/', '../etc', 'a//b', 'om oss', 'om-oss?x=1', '-om-oss', 'a/b/c/d/e/f', 'https://evil.example/x']) {
      expect(previewEntry(SECRET, SECRET, slug), String(slug)).toEqual({ kind: 'no-page' });
    }
  });
});

describe('the preview page', () => {
  it('shows drafts only to a browser in draft mode, and to nobody while preview is off', () => {
    expect(previewAccess(SECRET, true)).toBe('open');
    expect(previewAccess(SECRET, false)).toBe('refused');
    expect(previewAccess(undefined, true)).toBe('off');
    expect(previewAccess('', false)).toBe('off');
  });
});

describe('where the preview sends an editor', () => {
  it('to the preview page of the slug, without the secret', () => {
    expect(previewPagePath('om-oss')).toBe('/page-preview?slug=om-oss');
    expect(previewPagePath('asiakaspalvelu/yhteystiedot')).toBe('/page-preview?slug=asiakaspalvelu%2Fyhteystiedot');
    expect(previewPagePath('köpvillkor')).toBe('/page-preview?slug=k%C3%B6pvillkor');
  });

  it('out through the exit, and on to the published page or, without a page, home', () => {
    expect(EXIT_PATH).toBe('/page-preview/exit');
    expect(publishedPagePath('kundeservice/kontakt')).toBe('/kundeservice/kontakt');
    expect(publishedPagePath(contentSlugPath('/om-oss/'))).toBe('/om-oss');
    expect(publishedPagePath(contentSlugPath('köpvillkor'))).toBe('/k%C3%B6pvillkor');
    expect(publishedPagePath(contentSlugPath('//evil.example'))).toBe('/');
  });

  it('by paths that are the same in every storefront', () => {
    expect(routing.pathnames['/page-preview']).toBe('/page-preview');
    expect(routing.pathnames['/page-preview/exit']).toBe('/page-preview/exit');
    expect(routing.pathnames['/[...slug]']).toBe('/[...slug]');
    expect(routing.domains?.every((domain) => domain.locales.length === 1 && domain.defaultLocale === domain.locales[0])).toBe(true);
  });
});
