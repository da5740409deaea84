import type { Localized } from '@/mocks/data/localized';

export type TagKey = 'new' | 'bestseller' | 'original-part' | 'eco';

export interface Tag {
  key: TagKey;
  slug: Localized;
  name: Localized;
  description: Localized;
}

/** Product tags: "new" has a slug per language, the others share one slug everywhere. */
export const TAGS: readonly Tag[] = [
  {
    key: 'new',
    slug: { sv: 'nyhet', no: 'nyhet', da: 'nyhed', fi: 'uutuus', nl: 'nieuw' },
    name: { sv: 'Nyhet', no: 'Nyhet', da: 'Nyhed', fi: 'Uutuus', nl: 'Nieuw' },
    description: {
      sv: 'Delar och tillbehör till de senaste modellerna.',
      no: 'Deler og tilbehør til de nyeste modellene.',
      da: 'Dele og tilbehør til de nyeste modeller.',
      fi: 'Osat ja tarvikkeet uusimpiin malleihin.',
      nl: 'Onderdelen en accessoires voor de nieuwste modellen.',
    },
  },
  {
    key: 'bestseller',
    slug: { sv: 'bestseller', no: 'bestseller', da: 'bestseller', fi: 'bestseller', nl: 'bestseller' },
    name: { sv: 'Bästsäljare', no: 'Bestselger', da: 'Bestseller', fi: 'Myydyimmät', nl: 'Bestseller' },
    description: {
      sv: 'Det som våra kunder och verkstäder köper mest.',
      no: 'Det våre kunder og verksteder kjøper mest.',
      da: 'Det, vores kunder og værksteder køber mest.',
      fi: 'Asiakkaidemme ja korjaamojen suosikit.',
      nl: 'Wat onze klanten en werkplaatsen het meest kopen.',
    },
  },
  {
    key: 'original-part',
    slug: { sv: 'original-part', no: 'original-part', da: 'original-part', fi: 'original-part', nl: 'original-part' },
    name: { sv: 'Originaldel', no: 'Originaldel', da: 'Originaldel', fi: 'Alkuperäinen osa', nl: 'Origineel onderdeel' },
    description: {
      sv: 'Delar som finns i originalkvalitet från tillverkaren.',
      no: 'Deler som finnes i originalkvalitet fra produsenten.',
      da: 'Dele, der fås i original kvalitet fra producenten.',
      fi: 'Osat, joita saa valmistajan alkuperäisenä.',
      nl: 'Onderdelen die in originele kwaliteit van de fabrikant verkrijgbaar zijn.',
    },
  },
  {
    key: 'eco',
    slug: { sv: 'eco', no: 'eco', da: 'eco', fi: 'eco', nl: 'eco' },
    name: { sv: 'Miljövalet', no: 'Miljøvalget', da: 'Miljøvalget', fi: 'Ympäristövalinta', nl: 'Duurzame keuze' },
    description: {
      sv: 'Tillbehör av återvunnet eller nedbrytbart material.',
      no: 'Tilbehør av resirkulert eller nedbrytbart materiale.',
      da: 'Tilbehør af genbrugt eller bionedbrydeligt materiale.',
      fi: 'Kierrätetystä tai biohajoavasta materiaalista valmistetut tarvikkeet.',
      nl: 'Accessoires van gerecycled of biologisch afbreekbaar materiaal.',
    },
  },
];
