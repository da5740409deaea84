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

const RELATED_LIMIT = 4;

/**
 * Proposed `related` of a full product: up to four of its related products that it does not already
 * offer as cross-sells, with or without variations (those are chosen on their own page).
 */
export function relatedOffers(product: CatalogProduct): CatalogProduct[] {
  const crossSold = new Set(crossSellingProducts(product).map((other) => other.id));
  return relatedProducts(product)
    .filter((other) => other.id !== product.id && !crossSold.has(other.id))
    .slice(0, RELATED_LIMIT);
}

const BUNDLE_PARTNERS = 2;
/** Bundle ids are their battery's id above this, so a bundle id is never read as a product's. */
const BUNDLE_ID_OFFSET = 500_000;

export interface BundleOffer {
  id: number;
  products: CatalogProduct[];
}

/**
 * Proposed `bundles` of a full product: a battery in stock without variations is offered with the
 * repair tools it is fitted with, in stock and without variations, as one bundle. Other parts offer
 * none.
 */
export function productBundles(product: CatalogProduct): BundleOffer[] {
  if (product.part.key !== 'battery' || product.stockStatus !== 'in-stock' || product.variations.length > 0) return [];
  const tools = relatedProducts(product)
    .filter((other) => TOOL_PARTNERS.includes(other.part.key) && other.stockStatus === 'in-stock' && other.variations.length === 0)
    .slice(0, BUNDLE_PARTNERS);
  return tools.length === 0 ? [] : [{ id: BUNDLE_ID_OFFSET + product.id, products: tools }];
}
