/** The 'accessories' experiment (docs/product/catalog.md, CAT-13): picked once at random, then remembered. */
export const ACCESSORIES_VARIANTS = ['original', 'upselling'] as const;
export type AccessoriesVariant = (typeof ACCESSORIES_VARIANTS)[number];

export function pickAccessoriesVariant(random: () => number = Math.random): AccessoriesVariant {
  return random() < 0.5 ? 'original' : 'upselling';
}
