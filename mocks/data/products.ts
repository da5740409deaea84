import type { STOCK_STATUSES } from '@/platform/api/vocabulary';
import type { BrandSlug } from '@/mocks/data/brands';
import { categoryByKey, DEALS_CATEGORY_KEY, modelCategoryKey, sectionCategoryKey } from '@/mocks/data/categories';
import { mapLocales, slugify, type Localized } from '@/mocks/data/localized';
import { DEVICE_MODELS, modelDemand, modelProductName, type DeviceModel } from '@/mocks/data/models';
import { DISCOUNT_CATEGORY, MODEL_PART_TYPES, UNIVERSAL_PART_TYPES, type PartType } from '@/mocks/data/part-types';
import type { PriceShape, PriceSource } from '@/mocks/data/prices';
import { pickWeighted, randomFor, type Random } from '@/mocks/data/random';
import type { TagKey } from '@/mocks/data/tags';
import { COLOUR_OPTIONS, QUALITY_OPTIONS, type VariationAttribute, type VariationOption } from '@/mocks/data/variations';

export type StockStatus = (typeof STOCK_STATUSES)[number];

export interface CatalogVariation {
  id: number;
  sku: string;
  slug: string;
  attribute: VariationAttribute;
  option: VariationOption;
  stockStatus: StockStatus;
}

export interface CatalogProduct {
  id: number;
  sku: string;
  /** The same slug in every storefront, built from the Swedish name and the sku. */
  slug: string;
  part: PartType;
  model: DeviceModel | null;
  brand: BrandSlug;
  name: Localized;
  /** As seeded; the backend answers with `priceSource` (`price-changes.ts`), which tests may change. */
  price: PriceSource;
  stockStatus: StockStatus;
  /** Weeks from today until a presale product ships. */
  presaleWeeks: number;
  /** Units left when only a few are in stock; the cart is clamped to it. */
  stockLimit: number | null;
  popularity: number;
  rating: number | null;
  isNew: boolean;
  categoryIds: number[];
  tags: TagKey[];
  variations: CatalogVariation[];
}

/** The one product whose volume tiers increase (bad data the client must drop): sku TDS10009. */
export const INCREASING_TIERS_PRODUCT_ID = 9;
const VARIATION_ID_BASE = 1_000_000;
const CATALOG_SEED = 20_240_917;
const PART_TIERS: readonly number[] = [1, 5, 10];
const ACCESSORY_TIERS: readonly number[] = [1, 10];

const STOCK_WEIGHTS: readonly (readonly [StockStatus, number])[] = [
  ['in-stock', 70],
  ['back-order', 6],
  ['back-order-quick', 9],
  ['back-order-slow', 5],
  ['presale', 4],
  ['out-of-stock', 6],
];

/** Qualifiers that tell apart further editions of the same part once every model and part is used. */
const EDITIONS: readonly Localized[] = [
  { sv: 'Premium', no: 'Premium', da: 'Premium', fi: 'Premium', nl: 'Premium' },
  { sv: 'Service Pack', no: 'Service Pack', da: 'Service Pack', fi: 'Service Pack', nl: 'Service Pack' },
  { sv: '2-pack', no: '2-pakning', da: '2-pak', fi: '2 kpl', nl: '2-pack' },
  { sv: 'Sats med verktyg', no: 'Sett med verktøy', da: 'Sæt med værktøj', fi: 'Sarja työkaluilla', nl: 'Set met gereedschap' },
  { sv: 'Renoverad', no: 'Renovert', da: 'Renoveret', fi: 'Kunnostettu', nl: 'Gereviseerd' },
];
const SERIES_WORD: Localized = { sv: 'serie', no: 'serie', da: 'serie', fi: 'sarja', nl: 'serie' };

interface Combination {
  part: PartType;
  model: DeviceModel | null;
  /** Name and slug of the first edition, computed once per combination. */
  name: Localized;
  slug: string;
  categoryIds: readonly number[];
  priceFactor: number;
  demand: number;
}

const combination = (part: PartType, model: DeviceModel | null): Combination => {
  const name = mapLocales((locale) => {
    const partName = part.withDisplay && model ? `${part.name[locale]} ${model.display}` : part.name[locale];
    return model ? `${modelProductName(model)} ${partName}` : partName;
  });
  const categoryIds: number[] = [];
  if (part.section !== 'spare-parts') categoryIds.push(categoryByKey(sectionCategoryKey(part.section)).id);
  if (model) categoryIds.push(categoryByKey(modelCategoryKey(model)).id);
  return {
    part,
    model,
    name,
    slug: slugify(name.sv),
    categoryIds,
    priceFactor: modelPriceFactor(part, model),
    demand: part.demand * (model ? modelDemand(model) : 0.8),
  };
};

/** Universal items first, then every model's parts, best-selling part types first. */
function combinations(): Combination[] {
  const universal = UNIVERSAL_PART_TYPES.map((part) => combination(part, null));
  const byDemand = [...MODEL_PART_TYPES].sort((a, b) => b.demand - a.demand);
  const perModel = byDemand.flatMap((part) => DEVICE_MODELS.filter((model) => part.fits.includes(model.kind)).map((model) => combination(part, model)));
  return [...universal, ...perModel];
}

interface Edition {
  suffix: Localized;
  slug: string;
}

/** The qualifier of the n-th further edition of a combination (edition 0 has none). */
function edition(number: number): Edition {
  if (number === 0) return { suffix: mapLocales(() => ''), slug: '' };
  const qualifier = EDITIONS[(number - 1) % EDITIONS.length] ?? EDITIONS[0];
  const series = Math.floor((number - 1) / EDITIONS.length);
  const suffix = mapLocales((locale) => {
    const text = qualifier?.[locale] ?? '';
    return series === 0 ? ` (${text})` : ` (${text}, ${SERIES_WORD[locale]} ${series + 1})`;
  });
  return { suffix, slug: `-${slugify(suffix.sv)}` };
}

/** Newer and bigger models cost more; screens most of all. */
function modelPriceFactor(part: PartType, model: DeviceModel | null): number {
  if (!model) return 1;
  const premium = /Pro|Ultra|Fold|Max|Plus|\+/.test(model.name) ? 0.35 : 0;
  const age = Math.max(0.55, 1 - (2024 - model.year) * 0.09) + premium;
  const tablet = model.kind === 'tablet' ? 1.4 : 1;
  return (part.key === 'screen' ? age : Math.sqrt(age)) * tablet;
}

function priceShape(id: number, random: Random): PriceShape {
  if (id === INCREASING_TIERS_PRODUCT_ID) return { kind: 'increasing' };
  if (random() < 0.07)
    return {
      kind: 'campaign',
      percent: pickWeighted(random, [
        [15, 2],
        [20, 3],
        [25, 2],
        [30, 1],
      ]),
    };
  return { kind: 'normal' };
}

function variationsOf(product: { id: number; sku: string; slug: string; stockStatus: StockStatus }, part: PartType, random: Random) {
  const make = (attribute: VariationAttribute, options: readonly VariationOption[]): CatalogVariation[] =>
    options.map((option, position) => ({
      id: VARIATION_ID_BASE + product.id * 10 + position,
      sku: `${product.sku}-${position + 1}`,
      slug: `${product.slug}-${option.slug}`,
      attribute,
      option,
      stockStatus: position === 0 || random() < 0.8 ? product.stockStatus : 'back-order-quick',
    }));
  if (part.variation === 'quality' && random() < 0.6) return make('quality', QUALITY_OPTIONS);
  if (part.variation === 'colour') {
    const count = 2 + Math.floor(random() * 3);
    const offset = Math.floor(random() * COLOUR_OPTIONS.length);
    const colours = Array.from({ length: count }, (_, k) => COLOUR_OPTIONS[(offset + k) % COLOUR_OPTIONS.length]);
    return make(
      'colour',
      colours.filter((colour): colour is VariationOption => colour !== undefined),
    );
  }
  return [];
}

function tagsOf(product: Pick<CatalogProduct, 'isNew' | 'popularity' | 'variations' | 'part'>): TagKey[] {
  const tags: TagKey[] = [];
  if (product.isNew) tags.push('new');
  if (product.popularity >= 0.8) tags.push('bestseller');
  if (product.variations.some((variation) => variation.attribute === 'quality')) tags.push('original-part');
  if (product.part.key === 'eco-case') tags.push('eco');
  return tags;
}

function buildProduct(index: number, source: Combination, further: Edition, editionNumber: number): CatalogProduct {
  const id = index + 1;
  const random = randomFor(CATALOG_SEED, id);
  const { part, model } = source;
  const sku = `TDS${10000 + id}`;
  const name = editionNumber === 0 ? source.name : mapLocales((locale) => source.name[locale] + further.suffix[locale]);
  const slug = `${source.slug}${further.slug}-${sku.toLowerCase()}`;
  const stockStatus = pickWeighted(random, STOCK_WEIGHTS);
  const shape = priceShape(id, random);
  const euroPrice = part.euroBase * source.priceFactor * (0.92 + random() * 0.16) * (1 + (editionNumber % 3) * 0.1);
  const popularity = source.demand * (0.6 + random() * 0.8) * (editionNumber === 0 ? 1 : 0.3);
  const variations = variationsOf({ id, sku, slug, stockStatus }, part, random);
  const isNew = model?.year === 2024;
  const ratingRoll = random();
  const campaign = shape.kind === 'campaign';
  return {
    id,
    sku,
    slug,
    part,
    model,
    brand: model?.brand ?? 'universal',
    name,
    price: { euroPrice, tierQuantities: part.discountCategory === DISCOUNT_CATEGORY.accessories ? ACCESSORY_TIERS : PART_TIERS, shape },
    stockStatus,
    presaleWeeks: 2 + Math.floor(random() * 4),
    stockLimit: stockStatus === 'in-stock' && random() < 0.06 ? 2 + Math.floor(random() * 4) : null,
    popularity,
    rating: ratingRoll < 0.2 ? null : Math.round((3.5 + ratingRoll * 1.5) * 10) / 10,
    isNew,
    categoryIds: campaign ? [...source.categoryIds, categoryByKey(DEALS_CATEGORY_KEY).id] : [...source.categoryIds],
    tags: tagsOf({ isNew, popularity, variations, part }),
    variations,
  };
}

/** The whole product list for a catalog of `size` products; the same list on every call. */
export function generateProducts(size: number): CatalogProduct[] {
  const all = combinations();
  const editions = Array.from({ length: Math.ceil(size / all.length) }, (_, number) => edition(number));
  return Array.from({ length: size }, (_, index) => {
    const source = all[index % all.length];
    const editionNumber = Math.floor(index / all.length);
    const further = editions[editionNumber];
    if (!source || !further) throw new Error('The catalog has no part combinations');
    return buildProduct(index, source, further, editionNumber);
  });
}
