import type { StorefrontCode } from '@/lib/storefronts';
import type { Localized } from '@/mocks/data/localized';
import { DA_PAGES } from '@/mocks/data/pages/da';
import { FI_PAGES } from '@/mocks/data/pages/fi';
import { NL_PAGES } from '@/mocks/data/pages/nl';
import { NO_PAGES } from '@/mocks/data/pages/no';
import type { PageRole, PageSeed } from '@/mocks/data/pages/page';
import { SV_PAGES } from '@/mocks/data/pages/sv';

/** Generic content pages per storefront by role; slugs may contain slashes. */
export const CONTENT_PAGES: Localized<Readonly<Record<PageRole, PageSeed>>> = {
  sv: SV_PAGES,
  no: NO_PAGES,
  da: DA_PAGES,
  fi: FI_PAGES,
  nl: NL_PAGES,
};

export function contentPage(locale: StorefrontCode, slug: string): PageSeed | undefined {
  return Object.values(CONTENT_PAGES[locale]).find((page) => page.slug === slug);
}
