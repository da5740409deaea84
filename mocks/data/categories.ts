import { BRANDS, type BrandSlug } from '@/mocks/data/brands';
import { everywhere, mapLocales, type Localized } from '@/mocks/data/localized';
import { DEVICE_MODELS, type DeviceKind, type DeviceModel } from '@/mocks/data/models';
import type { PartSection } from '@/mocks/data/part-types';

export interface CatalogCategory {
  id: number;
  key: string;
  parentId: number | null;
  name: Localized;
  slug: Localized;
  /** Full slash path of localized slugs, without a leading slash: `reservdelar/apple/iphone-13`. */
  uri: Localized;
  showInMenu: boolean;
  model: DeviceModel | null;
  brand: BrandSlug | null;
  /** Ancestors, root first (the category itself excluded). */
  ancestors: CatalogCategory[];
  children: CatalogCategory[];
}

export interface CategoryTree {
  roots: CatalogCategory[];
  all: CatalogCategory[];
  byId: Map<number, CatalogCategory>;
  byKey: Map<string, CatalogCategory>;
  byUri: Localized<Map<string, CatalogCategory>>;
}

interface Named {
  name: Localized;
  slug: Localized;
}

const SPARE_PARTS: Named = {
  name: { sv: 'Reservdelar', no: 'Reservedeler', da: 'Reservedele', fi: 'Varaosat', nl: 'Onderdelen' },
  slug: { sv: 'reservdelar', no: 'reservedeler', da: 'reservedele', fi: 'varaosat', nl: 'onderdelen' },
};
const TABLET_PARTS: Named = {
  name: { sv: 'Surfplattedelar', no: 'Nettbrettdeler', da: 'Tabletdele', fi: 'Tablettien varaosat', nl: 'Tabletonderdelen' },
  slug: { sv: 'surfplattedelar', no: 'nettbrettdeler', da: 'tabletdele', fi: 'tablettien-varaosat', nl: 'tabletonderdelen' },
};
const ACCESSORIES: Named = {
  name: { sv: 'Tillbehör', no: 'Tilbehør', da: 'Tilbehør', fi: 'Tarvikkeet', nl: 'Accessoires' },
  slug: { sv: 'tillbehor', no: 'tilbehor', da: 'tilbehor', fi: 'tarvikkeet', nl: 'accessoires' },
};
const TOOLS: Named = {
  name: { sv: 'Verktyg', no: 'Verktøy', da: 'Værktøj', fi: 'Työkalut', nl: 'Gereedschap' },
  slug: { sv: 'verktyg', no: 'verktoy', da: 'vaerktoj', fi: 'tyokalut', nl: 'gereedschap' },
};
const DEALS: Named = {
  name: { sv: 'Kampanj', no: 'Kampanje', da: 'Tilbud', fi: 'Tarjoukset', nl: 'Aanbiedingen' },
  slug: { sv: 'kampanj', no: 'kampanje', da: 'tilbud', fi: 'tarjoukset', nl: 'aanbiedingen' },
};

const ACCESSORY_CHILDREN: readonly (Named & { key: PartSection })[] = [
  {
    key: 'cases',
    name: { sv: 'Fodral', no: 'Deksler', da: 'Covers', fi: 'Suojakuoret', nl: 'Hoesjes' },
    slug: { sv: 'fodral', no: 'deksler', da: 'covers', fi: 'suojakuoret', nl: 'hoesjes' },
  },
  {
    key: 'screen-protectors',
    name: { sv: 'Skärmskydd', no: 'Skjermbeskyttere', da: 'Skærmbeskyttelse', fi: 'Näytönsuojat', nl: 'Screenprotectors' },
    slug: { sv: 'skarmskydd', no: 'skjermbeskyttere', da: 'skaermbeskyttelse', fi: 'naytonsuojat', nl: 'screenprotectors' },
  },
  {
    key: 'chargers',
    name: { sv: 'Laddare', no: 'Ladere', da: 'Opladere', fi: 'Laturit', nl: 'Opladers' },
    slug: { sv: 'laddare', no: 'ladere', da: 'opladere', fi: 'laturit', nl: 'opladers' },
  },
  {
    key: 'cables',
    name: { sv: 'Kablar', no: 'Kabler', da: 'Kabler', fi: 'Kaapelit', nl: 'Kabels' },
    slug: { sv: 'kablar', no: 'kabler', da: 'kabler', fi: 'kaapelit', nl: 'kabels' },
  },
];

const TOOL_CHILDREN: readonly (Named & { key: PartSection })[] = [
  {
    key: 'tool-kits',
    name: { sv: 'Verktygssatser', no: 'Verktøysett', da: 'Værktøjssæt', fi: 'Työkalusarjat', nl: 'Gereedschapssets' },
    slug: { sv: 'verktygssatser', no: 'verktoysett', da: 'vaerktojssaet', fi: 'tyokalusarjat', nl: 'gereedschapssets' },
  },
  {
    key: 'screwdrivers',
    name: { sv: 'Skruvmejslar', no: 'Skrutrekkere', da: 'Skruetrækkere', fi: 'Ruuvimeisselit', nl: 'Schroevendraaiers' },
    slug: { sv: 'skruvmejslar', no: 'skrutrekkere', da: 'skruetraekkere', fi: 'ruuvimeisselit', nl: 'schroevendraaiers' },
  },
  {
    key: 'soldering',
    name: { sv: 'Lödning', no: 'Lodding', da: 'Lodning', fi: 'Juottaminen', nl: 'Solderen' },
    slug: { sv: 'lodning', no: 'lodding', da: 'lodning', fi: 'juottaminen', nl: 'solderen' },
  },
  {
    key: 'adhesives',
    name: { sv: 'Lim & tejp', no: 'Lim og tape', da: 'Lim og tape', fi: 'Liimat ja teipit', nl: 'Lijm & tape' },
    slug: { sv: 'lim-och-tejp', no: 'lim-og-tape', da: 'lim-og-tape', fi: 'liimat-ja-teipit', nl: 'lijm-en-tape' },
  },
];

const DEVICE_ROOT_KEY: Readonly<Record<DeviceKind, string>> = { phone: 'spare-parts', tablet: 'tablet-parts' };

export const DEALS_CATEGORY_KEY = 'deals';

export function modelCategoryKey(model: DeviceModel): string {
  return `${DEVICE_ROOT_KEY[model.kind]}/${model.brand}/${model.slug}`;
}

export function sectionCategoryKey(section: Exclude<PartSection, 'spare-parts'>): string {
  return ACCESSORY_CHILDREN.some((child) => child.key === section) ? `accessories/${section}` : `tools/${section}`;
}

function buildTree(): CategoryTree {
  const all: CatalogCategory[] = [];
  const add = (key: string, named: Named, parent: CatalogCategory | null, extra: Partial<CatalogCategory> = {}) => {
    const category: CatalogCategory = {
      id: 100 + all.length,
      key,
      parentId: parent?.id ?? null,
      name: named.name,
      slug: named.slug,
      uri: mapLocales((locale) => (parent ? `${parent.uri[locale]}/${named.slug[locale]}` : named.slug[locale])),
      showInMenu: !parent || parent.parentId === null,
      model: null,
      brand: null,
      ancestors: parent ? [...parent.ancestors, parent] : [],
      children: [],
      ...extra,
    };
    parent?.children.push(category);
    all.push(category);
    return category;
  };

  const deviceRoots: Record<DeviceKind, CatalogCategory> = {
    phone: add('spare-parts', SPARE_PARTS, null),
    tablet: add('tablet-parts', TABLET_PARTS, null),
  };
  for (const kind of ['phone', 'tablet'] as const) {
    for (const brand of BRANDS) {
      const models = DEVICE_MODELS.filter((model) => model.kind === kind && model.brand === brand.slug);
      if (models.length === 0) continue;
      const brandNode = add(`${DEVICE_ROOT_KEY[kind]}/${brand.slug}`, { name: brand.name, slug: brand.categorySlug }, deviceRoots[kind], {
        brand: brand.slug,
      });
      for (const model of models) {
        add(modelCategoryKey(model), { name: everywhere(model.name), slug: everywhere(model.slug) }, brandNode, {
          brand: brand.slug,
          model,
        });
      }
    }
  }
  const accessories = add('accessories', ACCESSORIES, null);
  for (const child of ACCESSORY_CHILDREN) add(`accessories/${child.key}`, child, accessories);
  const tools = add('tools', TOOLS, null);
  for (const child of TOOL_CHILDREN) add(`tools/${child.key}`, child, tools);
  add(DEALS_CATEGORY_KEY, DEALS, null);

  const byUri = mapLocales((locale) => new Map(all.map((category) => [category.uri[locale], category])));
  return {
    roots: all.filter((category) => category.parentId === null),
    all,
    byId: new Map(all.map((category) => [category.id, category])),
    byKey: new Map(all.map((category) => [category.key, category])),
    byUri,
  };
}

let tree: CategoryTree | undefined;

/** The category tree, built once per process. */
export function categoryTree(): CategoryTree {
  tree ??= buildTree();
  return tree;
}

export function categoryByKey(key: string): CatalogCategory {
  const category = categoryTree().byKey.get(key);
  if (!category) throw new Error(`Unknown category ${key}`);
  return category;
}

/** The category and every category below it. */
export function withDescendants(category: CatalogCategory): CatalogCategory[] {
  return [category, ...category.children.flatMap(withDescendants)];
}
