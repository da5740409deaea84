import { STOREFRONT_CODES, STOREFRONTS, storefrontOrigin, type StorefrontCode } from '@/platform/storefronts/storefronts';

/** docs/product/chrome.md, CHR-3: the header's locale dropdown excludes nl. */
export const LOCALE_SWITCH_EXCLUDED: readonly StorefrontCode[] = ['nl'];

export interface LocaleOption {
  code: StorefrontCode;
  /** The country in its own language, e.g. Suomi. */
  country: string;
  /** BCP 47 tag of the storefront's language, for `hreflang` and `lang`. */
  iso: string;
  /** The storefront's home page on its own domain. */
  href: string;
  current: boolean;
}

/** The storefronts the locale dropdown lists, in storefront order, the one being shown marked. */
export function localeSwitchOptions(current: StorefrontCode): LocaleOption[] {
  return STOREFRONT_CODES.filter((code) => !LOCALE_SWITCH_EXCLUDED.includes(code)).map((code) => {
    const storefront = STOREFRONTS[code];
    return {
      code,
      country: storefront.country,
      iso: storefront.iso,
      href: `${storefrontOrigin(storefront)}/`,
      current: code === current,
    };
  });
}
