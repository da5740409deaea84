import { everywhere, type Localized } from '@/mocks/data/localized';

export const BRAND_SLUGS = ['apple', 'google-pixel', 'huawei', 'motorola', 'oneplus', 'samsung', 'sony', 'universal', 'xiaomi', 'others'] as const;
export type BrandSlug = (typeof BRAND_SLUGS)[number];

export interface Brand {
  id: number;
  slug: BrandSlug;
  name: Localized;
  /** Slug of the brand's category under spare parts and tablet parts (localized for "others"). */
  categorySlug: Localized;
  description: Localized;
}

const describe = (name: string): Localized => ({
  sv: `Reservdelar och tillbehör till ${name}. Skärmar, batterier och smådelar – testade före leverans.`,
  no: `Reservedeler og tilbehør til ${name}. Skjermer, batterier og smådeler – testet før levering.`,
  da: `Reservedele og tilbehør til ${name}. Skærme, batterier og smådele – testet før levering.`,
  fi: `Varaosat ja tarvikkeet: ${name}. Näytöt, akut ja pienosat – testattu ennen toimitusta.`,
  nl: `Onderdelen en accessoires voor ${name}. Schermen, batterijen en kleine onderdelen – getest voor verzending.`,
});

const brand = (id: number, slug: BrandSlug, name: string): Brand => ({
  id,
  slug,
  name: everywhere(name),
  categorySlug: everywhere(slug),
  description: describe(name),
});

/** The ten brands of the mobile menu, in menu order (docs/product/chrome.md, CHR-6). */
export const BRANDS: readonly Brand[] = [
  brand(1, 'apple', 'Apple'),
  brand(2, 'google-pixel', 'Google Pixel'),
  brand(3, 'huawei', 'Huawei'),
  brand(4, 'motorola', 'Motorola'),
  brand(5, 'oneplus', 'OnePlus'),
  brand(6, 'samsung', 'Samsung'),
  brand(7, 'sony', 'Sony'),
  {
    id: 8,
    slug: 'universal',
    name: everywhere('Universal'),
    categorySlug: everywhere('universal'),
    description: {
      sv: 'Universella verktyg, laddare och kablar som passar de flesta telefoner.',
      no: 'Universelle verktøy, ladere og kabler som passer de fleste telefoner.',
      da: 'Universelle værktøjer, opladere og kabler, der passer til de fleste telefoner.',
      fi: 'Yleiskäyttöiset työkalut, laturit ja kaapelit useimpiin puhelimiin.',
      nl: 'Universeel gereedschap, opladers en kabels die bij de meeste telefoons passen.',
    },
  },
  brand(9, 'xiaomi', 'Xiaomi'),
  {
    id: 10,
    slug: 'others',
    name: { sv: 'Övriga', no: 'Andre', da: 'Andre', fi: 'Muut', nl: 'Overige' },
    categorySlug: { sv: 'ovriga', no: 'andre', da: 'andre', fi: 'muut', nl: 'overige' },
    description: describe('Nokia, Oppo, Honor, Nothing, Fairphone, Realme'),
  },
];

export function brandBySlug(slug: BrandSlug): Brand {
  const found = BRANDS.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`Unknown brand ${slug}`);
  return found;
}
