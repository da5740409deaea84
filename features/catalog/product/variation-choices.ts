import type { Product, Variation } from '@/platform/api/types';

/**
 * How the product page names a product's choices (docs/product/catalog.md, CAT-17): by the attributes
 * the backend lists for the product, in its order, rather than by a generic "Variants".
 */
export interface VariationChoices {
  /** The attributes' names for the list's heading ("Färg"), or null for the generic heading. */
  heading: string | null;
  label: (variation: Variation) => string;
}

export function variationChoices(product: Pick<Product, 'variation_attributes'>): VariationChoices {
  const names = product.variation_attributes.filter((attribute) => attribute.name.trim() !== '' && attribute.values.length > 0).map(({ name }) => name);
  return {
    heading: names.length > 0 ? names.join(' / ') : null,
    label: (variation) => {
      const values = names.flatMap((name) => variation.attributes[name] ?? []);
      if (values.length > 0) return values.join(', ');
      // A variation without the listed attributes says what it has, or its name.
      const own = Object.entries(variation.attributes).map(([name, value]) => `${name}: ${value}`);
      return own.length > 0 ? own.join(', ') : variation.name;
    },
  };
}
