import { STOREFRONT_CODES, type StorefrontCode } from '@/platform/storefronts/storefronts';

/** One value per storefront language. */
export type Localized<T = string> = Readonly<Record<StorefrontCode, T>>;

export const LOCALES = STOREFRONT_CODES;

/** VAT percent per storefront (the wire field `vat` is a percent). */
export const VAT_PERCENT: Localized<number> = { sv: 25, no: 25, da: 25, fi: 25.5, nl: 21 };

/** Local currency units per euro, used to derive every price from one euro base price. */
export const UNITS_PER_EURO: Localized<number> = { sv: 10.5, no: 11.5, da: 7.45, fi: 1, nl: 1 };

/** The storefront's word in category URLs (docs/product/storefronts.md, SF-8). */
export const CATEGORY_WORD: Localized = {
  sv: 'kategori',
  no: 'kategori',
  da: 'kategori',
  fi: 'kategoria',
  nl: 'categorie',
};

export function mapLocales<T>(make: (locale: StorefrontCode) => T): Localized<T> {
  return { sv: make('sv'), no: make('no'), da: make('da'), fi: make('fi'), nl: make('nl') };
}

/** The same text in every language (brand and model names). */
export function everywhere(text: string): Localized {
  return mapLocales(() => text);
}

const ASCII_FORMS: Readonly<Record<string, string>> = { å: 'a', ä: 'a', ö: 'o', ø: 'o', æ: 'ae', ü: 'u', é: 'e', '+': 'plus' };

/** `iPhone 13 Skärm OLED` -> `iphone-13-skarm-oled`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[åäöøæüé+]/g, (letter) => ASCII_FORMS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
