import type { Localized } from '@/mocks/data/localized';

export type VariationAttribute = 'quality' | 'colour';

export interface VariationOption {
  value: Localized;
  /** Appended to the product slug to form the variation slug. */
  slug: string;
  /** Price relative to the product's base price. */
  priceFactor: number;
}

export const VARIATION_ATTRIBUTE_NAME: Readonly<Record<VariationAttribute, Localized>> = {
  quality: { sv: 'Kvalitet', no: 'Kvalitet', da: 'Kvalitet', fi: 'Laatu', nl: 'Kwaliteit' },
  colour: { sv: 'Färg', no: 'Farge', da: 'Farve', fi: 'Väri', nl: 'Kleur' },
};

export const QUALITY_OPTIONS: readonly VariationOption[] = [
  { value: { sv: 'Original', no: 'Original', da: 'Original', fi: 'Alkuperäinen', nl: 'Origineel' }, slug: 'original', priceFactor: 1.45 },
  { value: { sv: 'Kompatibel', no: 'Kompatibel', da: 'Kompatibel', fi: 'Yhteensopiva', nl: 'Compatibel' }, slug: 'kompatibel', priceFactor: 1 },
];

export const COLOUR_OPTIONS: readonly VariationOption[] = [
  { value: { sv: 'Svart', no: 'Svart', da: 'Sort', fi: 'Musta', nl: 'Zwart' }, slug: 'svart', priceFactor: 1 },
  { value: { sv: 'Vit', no: 'Hvit', da: 'Hvid', fi: 'Valkoinen', nl: 'Wit' }, slug: 'vit', priceFactor: 1 },
  { value: { sv: 'Blå', no: 'Blå', da: 'Blå', fi: 'Sininen', nl: 'Blauw' }, slug: 'bla', priceFactor: 1 },
  { value: { sv: 'Röd', no: 'Rød', da: 'Rød', fi: 'Punainen', nl: 'Rood' }, slug: 'rod', priceFactor: 1 },
  { value: { sv: 'Grön', no: 'Grønn', da: 'Grøn', fi: 'Vihreä', nl: 'Groen' }, slug: 'gron', priceFactor: 1 },
];
