import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * The words each storefront uses in its URLs (docs/product/storefronts.md, SF-8). Internal paths are English; the
 * shopper only ever sees these.
 */
export const ROUTE_WORDS = {
  brand: { sv: 'varumarke', no: 'varumarke', da: 'maerke', fi: 'tavaramerkki', nl: 'merk' },
  product: { sv: 'produkt', no: 'produkt', da: 'produkt', fi: 'tuote', nl: 'product' },
  tag: { sv: 'produkt-tagg', no: 'produkt-stikkord', da: 'produkt-tagg', fi: 'produkt-tagg', nl: 'product-tag' },
  category: { sv: 'kategori', no: 'kategori', da: 'kategori', fi: 'kategoria', nl: 'categorie' },
  search: { sv: 'sok', no: 'searchresults', da: 'searchresults', fi: 'searchresults', nl: 'searchresults' },
  quickOrder: { sv: 'snabborder', no: 'hurtigordre', da: 'hurtigordre', fi: 'pikatilaus', nl: 'snelbestellen' },
  christmasCalendar: {
    sv: 'julkalender',
    no: 'julekalender',
    da: 'julekalender',
    fi: 'joulukalenteri',
    nl: 'kerstkalender',
  },
} as const satisfies Record<string, Record<StorefrontCode, string>>;

export type RouteWordKey = keyof typeof ROUTE_WORDS;

/** Path prefix of the discount link, the same in every storefront. */
export const DISCOUNT_LINK_WORD = 'rabatt';
