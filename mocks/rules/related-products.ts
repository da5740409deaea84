import { catalog } from '@/mocks/data/catalog';
import type { CatalogProduct } from '@/mocks/data/products';

/** Accessories offered with a part, best match first (screens get adhesive and a protector). */
const PARTNERS: Readonly<Record<string, readonly string[]>> = {
  screen: ['screen-adhesive', 'screen-protector', 'silicone-case'],
  battery: ['screen-adhesive', 'charging-port'],
  'back-glass': ['silicone-case', 'camera-lens'],
  'charging-port': ['charger-20w', 'cable-usbc-usbc'],
};
/** Tools every spare part is offered with. */
const TOOL_PARTNERS: readonly string[] = ['repair-kit', 'opening-tools', 'b7000-glue'];

const firstOfPart = (key: string) => catalog().byPartKey.get(key)?.[0];

/** Products related to `product`: its model's other parts (partners first), then repair tools. */
export function relatedProducts(product: CatalogProduct): CatalogProduct[] {
  const { byModel, inCategory } = catalog();
  const partners = PARTNERS[product.part.key] ?? [];
  if (!product.model) {
    const section = product.categoryIds[0];
    return (section === undefined ? [] : (inCategory.get(section) ?? [])).filter((other) => other.id !== product.id);
  }
  const sameModel = (byModel.get(product.model.slug) ?? []).filter((other) => other.part.key !== product.part.key);
  const rank = (other: CatalogProduct) => {
    const position = partners.indexOf(other.part.key);
    return position === -1 ? partners.length : position;
  };
  const tools =
    product.part.section === 'spare-parts'
      ? TOOL_PARTNERS.flatMap((key) => {
          const tool = firstOfPart(key);
          return tool ? [tool] : [];
        })
      : [];
  const ranked = [...sameModel].sort((a, b) => rank(a) - rank(b));
  const preferred = ranked.filter((other) => rank(other) < partners.length);
  const rest = ranked.filter((other) => rank(other) === partners.length);
  return [...preferred, ...tools, ...rest];
}

const CROSS_SELLING_LIMIT = 2;

/**
 * Proposed `cross_selling` of a full product: a screen is offered with up to two of its related
 * products that are in stock and have no variations, bought with it as cross-sells. Other parts
 * offer none, as most products in a real catalogue do.
 */
export function crossSellingProducts(product: CatalogProduct): CatalogProduct[] {
  if (product.part.key !== 'screen') return [];
  return relatedProducts(product)
    .filter((other) => other.stockStatus === 'in-stock' && other.variations.length === 0)
    .slice(0, CROSS_SELLING_LIMIT);
}
