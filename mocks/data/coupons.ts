import type { Localized } from '@/mocks/data/localized';
import { DISCOUNT_CATEGORY, FREE_CABLE_PART_KEY, GROUP } from '@/mocks/data/part-types';

/** One kind of coupon each (docs/product/cart.md, CART-15 and CART-16); amounts are per storefront in its currency. */
export type CouponRule =
  | {
      kind: 'percentage';
      percent: number;
      specificGroups?: readonly number[];
      excludedGroups?: readonly number[];
      specificDiscountCategories?: readonly number[];
      /** Catalog categories (keys of mocks/data/categories.ts): the coupon reaches their products and those below. */
      categoryKeys?: readonly string[];
      minimumSpend?: Localized<number>;
    }
  | { kind: 'fixed'; amount: Localized<number> | null }
  | { kind: 'buy-x-get-y'; buyX: number; getY: number; groups: readonly number[] }
  | {
      kind: 'buy-x-increment';
      quantityInterval: number;
      quantityIncrement: number;
      percentageInterval: number;
      percentageIncrement: number;
      maxPercent: number;
    }
  | { kind: 'customer-discount'; amount: Localized<number> }
  | { kind: 'free-product'; partKey: string };

export interface CouponDefinition {
  code: string;
  label: Localized;
  rule: CouponRule;
}

export const COUPONS: readonly CouponDefinition[] = [
  {
    code: 'SOMMAR10',
    label: { sv: 'Sommarrea 10 %', no: 'Sommersalg 10 %', da: 'Sommerudsalg 10 %', fi: 'Kesäale 10 %', nl: 'Zomerkorting 10%' },
    rule: { kind: 'percentage', percent: 10 },
  },
  {
    code: 'SKARM15',
    label: { sv: '15 % på skärmar', no: '15 % på skjermer', da: '15 % på skærme', fi: '15 % näytöistä', nl: '15% op schermen' },
    rule: { kind: 'percentage', percent: 15, specificGroups: [GROUP.screens] },
  },
  {
    code: 'TILLBEHOR20',
    label: {
      sv: '20 % på allt utom skärmar och batterier',
      no: '20 % på alt unntatt skjermer og batterier',
      da: '20 % på alt undtagen skærme og batterier',
      fi: '20 % kaikesta paitsi näytöistä ja akuista',
      nl: '20% op alles behalve schermen en batterijen',
    },
    rule: { kind: 'percentage', percent: 20, excludedGroups: [GROUP.screens, GROUP.batteries] },
  },
  {
    code: 'VERKTYG25',
    label: { sv: '25 % på verktyg', no: '25 % på verktøy', da: '25 % på værktøj', fi: '25 % työkaluista', nl: '25% op gereedschap' },
    rule: { kind: 'percentage', percent: 25, specificDiscountCategories: [DISCOUNT_CATEGORY.tools] },
  },
  {
    code: 'APPLE20',
    label: {
      sv: '20 % på reservdelar till Apple',
      no: '20 % på reservedeler til Apple',
      da: '20 % på reservedele til Apple',
      fi: '20 % Applen varaosista',
      nl: '20% op onderdelen voor Apple',
    },
    rule: { kind: 'percentage', percent: 20, categoryKeys: ['spare-parts/apple'] },
  },
  {
    code: 'HANDLA500',
    label: {
      sv: '10 % när du handlar för minst 500 kr',
      no: '10 % når du handler for minst 550 kr',
      da: '10 % når du handler for mindst 375 kr.',
      fi: '10 % vähintään 50 euron ostoksista',
      nl: '10% bij besteding vanaf € 50',
    },
    rule: { kind: 'percentage', percent: 10, minimumSpend: { sv: 500, no: 550, da: 375, fi: 50, nl: 50 } },
  },
  {
    code: 'RABATT50',
    label: { sv: '50 kr rabatt', no: '55 kr rabatt', da: '35 kr. rabat', fi: '5 € alennus', nl: '€ 5 korting' },
    rule: { kind: 'fixed', amount: { sv: 50, no: 55, da: 35, fi: 5, nl: 5 } },
  },
  {
    code: 'FAST100',
    label: { sv: '100 kr rabatt', no: '110 kr rabatt', da: '75 kr. rabat', fi: '10 € alennus', nl: '€ 10 korting' },
    rule: { kind: 'fixed', amount: null },
  },
  {
    code: 'KOP3FA1',
    label: {
      sv: 'Köp 3 fodral eller skärmskydd, få 1 gratis',
      no: 'Kjøp 3 deksler eller skjermbeskyttere, få 1 gratis',
      da: 'Køb 3 covers eller skærmbeskyttelser, få 1 gratis',
      fi: 'Osta 3 suojakuorta tai näytönsuojaa, saat 1 ilmaiseksi',
      nl: 'Koop 3 hoesjes of screenprotectors, krijg er 1 gratis',
    },
    rule: { kind: 'buy-x-get-y', buyX: 3, getY: 1, groups: [GROUP.protection] },
  },
  {
    code: 'MANGDRABATT',
    label: {
      sv: 'Mängdrabatt upp till 20 %',
      no: 'Mengderabatt opptil 20 %',
      da: 'Mængderabat op til 20 %',
      fi: 'Määräalennus jopa 20 %',
      nl: 'Staffelkorting tot 20%',
    },
    rule: {
      kind: 'buy-x-increment',
      quantityInterval: 5,
      quantityIncrement: 5,
      percentageInterval: 5,
      percentageIncrement: 5,
      maxPercent: 20,
    },
  },
  {
    code: 'KUNDRABATT',
    label: { sv: 'Kundrabatt', no: 'Kunderabatt', da: 'Kunderabat', fi: 'Asiakasalennus', nl: 'Klantkorting' },
    rule: { kind: 'customer-discount', amount: { sv: 0, no: 0, da: 0, fi: 0, nl: 0 } },
  },
  {
    code: 'STAMKUND',
    label: {
      sv: 'Stamkundsrabatt 100 kr',
      no: 'Stamkunderabatt 110 kr',
      da: 'Stamkunderabat 75 kr.',
      fi: 'Kanta-asiakasetu 10 €',
      nl: 'Vaste-klantenkorting € 10',
    },
    rule: { kind: 'customer-discount', amount: { sv: 100, no: 110, da: 75, fi: 10, nl: 10 } },
  },
  {
    code: 'GRATISKABEL',
    label: {
      sv: 'Gratis USB-C till Lightning-kabel',
      no: 'Gratis USB-C til Lightning-kabel',
      da: 'Gratis USB-C til Lightning-kabel',
      fi: 'Ilmainen USB-C–Lightning-kaapeli',
      nl: 'Gratis USB-C naar Lightning-kabel',
    },
    rule: { kind: 'free-product', partKey: FREE_CABLE_PART_KEY },
  },
];

export function couponByCode(code: string): CouponDefinition | undefined {
  const wanted = code.trim().toUpperCase();
  return COUPONS.find((coupon) => coupon.code === wanted);
}
