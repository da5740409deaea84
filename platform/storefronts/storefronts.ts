/**
 * The five country storefronts: the single source of per-country facts (docs/product/storefronts.md).
 * Nothing else in the code base may hard-code a store id, currency, domain or pattern.
 */

export const STOREFRONT_CODES = ['sv', 'no', 'da', 'fi', 'nl'] as const;
export type StorefrontCode = (typeof STOREFRONT_CODES)[number];
export const DEFAULT_STOREFRONT: StorefrontCode = 'sv';

export type CurrencyCode = 'SEK' | 'NOK' | 'DKK' | 'EUR';

export interface StoreIcon {
  name: string;
  width: number;
  height: number;
}

export interface StoreIconSet {
  payment: readonly StoreIcon[];
  shipping: readonly StoreIcon[];
  trust: readonly StoreIcon[];
}

export interface Storefront {
  code: StorefrontCode;
  storeId: number;
  iso: string;
  /** IANA time zone for dates shown to shoppers. */
  timeZone: string;
  /** Host (with port where not 80/443) that serves this storefront; see `storefrontDomain`. */
  domain: string;
  country: string;
  countryCode: string;
  currency: CurrencyCode;
  /** Fraction digits shown to shoppers (docs/product/storefronts.md, SF-10): 0 for SEK, NOK, DKK; 2 for EUR. */
  currencyDisplayDigits: 0 | 2;
  brand: string;
  logo: string;
  alternativeLogo: string;
  privacyPath: string;
  /** The terms of purchase the shopper accepts at checkout. */
  termsPath: string;
  /** The category of deals (docs/product/chrome.md, CHR-10: its pages get the deal style of breadcrumbs). */
  dealCategoryUri: string;
  postalCodePattern: RegExp;
  /** The keyboard a phone shows for the postal code: digits, or letters too (nl). */
  postalCodeInputMode: 'numeric' | 'text';
  mobilePattern: RegExp;
  allowExVAT: boolean;
  showPriceDisclaimer: boolean;
  showShippingInfo: boolean;
  icons: { cartSlide: StoreIconSet; footer: StoreIconSet };
}

const badge = (name: string, width = 48, height = 32): StoreIcon => ({ name, width, height });

const iconSets = (payment: string[], shipping: string[], trust: string[]) => {
  const footer: StoreIconSet = {
    payment: payment.map((name) => badge(name)),
    shipping: shipping.map((name) => badge(name)),
    trust: trust.map((name) => badge(name, 64, 32)),
  };
  const cartSlide: StoreIconSet = {
    payment: payment.map((name) => badge(name, 36, 24)),
    shipping: shipping.slice(0, 2).map((name) => badge(name, 36, 24)),
    trust: trust.map((name) => badge(name, 48, 24)),
  };
  return { cartSlide, footer };
};

/**
 * The host of a storefront. Set per deployment with STORE_DOMAIN_SV ... STORE_DOMAIN_NL; the
 * defaults reach every storefront on a developer machine without a hosts file.
 * next.config.ts inlines these at build time so server and browser agree on them.
 */
function storefrontDomain(code: StorefrontCode): string {
  const configured: Record<StorefrontCode, string | undefined> = {
    sv: process.env.STORE_DOMAIN_SV,
    no: process.env.STORE_DOMAIN_NO,
    da: process.env.STORE_DOMAIN_DA,
    fi: process.env.STORE_DOMAIN_FI,
    nl: process.env.STORE_DOMAIN_NL,
  };
  return configured[code] || `${code}.localhost:${process.env.STORE_PORT || '3000'}`;
}

export const STOREFRONTS: Readonly<Record<StorefrontCode, Storefront>> = {
  sv: {
    code: 'sv',
    storeId: 1,
    iso: 'sv-SE',
    timeZone: 'Europe/Stockholm',
    domain: storefrontDomain('sv'),
    country: 'Sverige',
    countryCode: 'SE',
    currency: 'SEK',
    currencyDisplayDigits: 0,
    brand: 'Teknikdelar',
    logo: '/brand/logo-sv.svg',
    alternativeLogo: '/brand/logo-sv-inverted.svg',
    privacyPath: '/integritetspolicy',
    termsPath: '/kopvillkor',
    dealCategoryUri: 'kampanj',
    postalCodePattern: /^\d{3} ?\d{2}$/,
    postalCodeInputMode: 'numeric',
    mobilePattern: /^07\d{8}$/,
    allowExVAT: true,
    showPriceDisclaimer: true,
    showShippingInfo: true,
    icons: iconSets(['klarna', 'swish', 'visa', 'mastercard'], ['postnord', 'dhl', 'budbee'], ['trygg-e-handel']),
  },
  no: {
    code: 'no',
    storeId: 3,
    iso: 'nb-NO',
    timeZone: 'Europe/Oslo',
    domain: storefrontDomain('no'),
    country: 'Norge',
    countryCode: 'NO',
    currency: 'NOK',
    currencyDisplayDigits: 0,
    brand: 'Teknikdeler',
    logo: '/brand/logo-no.svg',
    alternativeLogo: '/brand/logo-no-inverted.svg',
    privacyPath: '/personvern',
    termsPath: '/kjopsvilkar',
    dealCategoryUri: 'kampanje',
    postalCodePattern: /^\d{4}$/,
    postalCodeInputMode: 'numeric',
    mobilePattern: /^[49]\d{7}$/,
    allowExVAT: true,
    showPriceDisclaimer: true,
    showShippingInfo: true,
    icons: iconSets(['klarna', 'vipps', 'visa', 'mastercard'], ['posten', 'helthjem'], ['trygg-e-handel']),
  },
  da: {
    code: 'da',
    storeId: 5,
    iso: 'da-DK',
    timeZone: 'Europe/Copenhagen',
    domain: storefrontDomain('da'),
    country: 'Danmark',
    countryCode: 'DK',
    currency: 'DKK',
    currencyDisplayDigits: 0,
    brand: 'Teknikdele',
    logo: '/brand/logo-da.svg',
    alternativeLogo: '/brand/logo-da-inverted.svg',
    privacyPath: '/privatlivspolitik',
    termsPath: '/handelsbetingelser',
    dealCategoryUri: 'tilbud',
    postalCodePattern: /^\d{4}$/,
    postalCodeInputMode: 'numeric',
    mobilePattern: /^[49]\d{7}$/,
    allowExVAT: false,
    showPriceDisclaimer: false,
    showShippingInfo: true,
    icons: iconSets(['mobilepay', 'dankort', 'visa', 'mastercard'], ['gls', 'postnord', 'dao'], ['e-maerket']),
  },
  fi: {
    code: 'fi',
    storeId: 4,
    iso: 'fi-FI',
    timeZone: 'Europe/Helsinki',
    domain: storefrontDomain('fi'),
    country: 'Suomi',
    countryCode: 'FI',
    currency: 'EUR',
    currencyDisplayDigits: 2,
    brand: 'Tekniikkaosat',
    logo: '/brand/logo-fi.svg',
    alternativeLogo: '/brand/logo-fi-inverted.svg',
    privacyPath: '/tietosuojaseloste',
    termsPath: '/toimitusehdot',
    dealCategoryUri: 'tarjoukset',
    postalCodePattern: /^\d{5}$/,
    postalCodeInputMode: 'numeric',
    mobilePattern: /^[49]\d{6,9}$/,
    allowExVAT: true,
    showPriceDisclaimer: true,
    showShippingInfo: false,
    icons: iconSets(['klarna', 'mobilepay', 'visa', 'mastercard'], ['posti', 'matkahuolto'], ['luotettava-kumppani']),
  },
  nl: {
    code: 'nl',
    storeId: 6,
    iso: 'nl-NL',
    timeZone: 'Europe/Amsterdam',
    domain: storefrontDomain('nl'),
    country: 'Nederland',
    countryCode: 'NL',
    currency: 'EUR',
    currencyDisplayDigits: 2,
    brand: 'Techonderdelen',
    logo: '/brand/logo-nl.svg',
    alternativeLogo: '/brand/logo-nl-inverted.svg',
    privacyPath: '/privacybeleid',
    termsPath: '/algemene-voorwaarden',
    dealCategoryUri: 'aanbiedingen',
    postalCodePattern: /^\d{4} ?[A-Za-z]{2}$/,
    postalCodeInputMode: 'text',
    mobilePattern: /^[49]\d{6,9}$/,
    allowExVAT: true,
    showPriceDisclaimer: true,
    showShippingInfo: false,
    icons: iconSets(['ideal', 'klarna', 'visa', 'mastercard'], ['postnl', 'dhl'], ['thuiswinkel-waarborg']),
  },
};

export function isStorefrontCode(value: unknown): value is StorefrontCode {
  return typeof value === 'string' && (STOREFRONT_CODES as readonly string[]).includes(value);
}

export function getStorefront(code: StorefrontCode): Storefront {
  return STOREFRONTS[code];
}

/** Absolute origin of a storefront; plain http only for local development hosts. */
export function storefrontOrigin(storefront: Storefront): string {
  const local = /(^|\.)localhost(:\d+)?$|^127\.0\.0\.1(:\d+)?$/.test(storefront.domain);
  return `${local ? 'http' : 'https'}://${storefront.domain}`;
}
