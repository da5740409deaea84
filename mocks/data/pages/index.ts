import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import type { Localized } from '@/mocks/data/localized';
import { DA_DRAFTS, DA_PAGES } from '@/mocks/data/pages/da';
import { FI_DRAFTS, FI_PAGES } from '@/mocks/data/pages/fi';
import { NL_DRAFTS, NL_PAGES } from '@/mocks/data/pages/nl';
import { NO_DRAFTS, NO_PAGES } from '@/mocks/data/pages/no';
import { draftOf, type DraftEdit, type PageRole, type PageSeed } from '@/mocks/data/pages/page';
import { SV_DRAFTS, SV_PAGES } from '@/mocks/data/pages/sv';

/** Generic content pages per storefront by role; slugs may contain slashes. */
export const CONTENT_PAGES: Localized<Readonly<Record<PageRole, PageSeed>>> = {
  sv: SV_PAGES,
  no: NO_PAGES,
  da: DA_PAGES,
  fi: FI_PAGES,
  nl: NL_PAGES,
};

const DRAFT_EDITS: Localized<Readonly<Record<PageRole, DraftEdit>>> = {
  sv: SV_DRAFTS,
  no: NO_DRAFTS,
  da: DA_DRAFTS,
  fi: FI_DRAFTS,
  nl: NL_DRAFTS,
};

function pageEntry(locale: StorefrontCode, slug: string): [PageRole, PageSeed] | undefined {
  return (Object.entries(CONTENT_PAGES[locale]) as [PageRole, PageSeed][]).find(([, page]) => page.slug === slug);
}

export function contentPage(locale: StorefrontCode, slug: string): PageSeed | undefined {
  return pageEntry(locale, slug)?.[1];
}

/** The page as editors have left it: the published page with their unpublished changes. */
export function contentPageDraft(locale: StorefrontCode, slug: string): PageSeed | undefined {
  const entry = pageEntry(locale, slug);
  return entry && draftOf(entry[1], DRAFT_EDITS[locale][entry[0]]);
}
