import type { z } from 'zod';
import type { contentPageSchema } from '@/platform/api/schemas';
import { getStorefront, type StorefrontCode } from '@/platform/storefronts/storefronts';

export type PageSeed = z.input<typeof contentPageSchema>;

/** The storefront's privacy page slug: its privacy path without the leading slash. */
export function privacySlug(locale: StorefrontCode): string {
  return getStorefront(locale).privacyPath.replace(/^\/+/, '');
}

/** The pages every storefront has; widgets link to them by role. */
export type PageRole = 'about' | 'customerService' | 'contact' | 'terms' | 'shipping' | 'returns' | 'privacy';

/**
 * What an editor has changed in a page and not published yet: a new title, and a new opening
 * paragraph above the published text. Every page has one, so a preview always differs visibly
 * from the live page.
 */
export interface DraftEdit {
  title: string;
  lead: string;
}

export function draftOf(page: PageSeed, edit: DraftEdit): PageSeed {
  return { ...page, title: edit.title, content: `<p>${edit.lead}</p>${page.content}` };
}
