import type { Localized } from '@/mocks/data/localized';

/** Curated search triggers: a phrase a shopper types and the category it leads to. */
export interface SearchHintSeed {
  id: number;
  phrase: Localized;
  title: Localized;
  categoryKey: string;
}

export const SEARCH_HINTS: readonly SearchHintSeed[] = [
  {
    id: 1,
    phrase: { sv: 'iphone 13 skärm', no: 'iphone 13 skjerm', da: 'iphone 13 skærm', fi: 'iphone 13 näyttö', nl: 'iphone 13 scherm' },
    title: { sv: 'Skärmar till iPhone 13', no: 'Skjermer til iPhone 13', da: 'Skærme til iPhone 13', fi: 'iPhone 13 -näytöt', nl: 'Schermen voor iPhone 13' },
    categoryKey: 'spare-parts/apple/iphone-13',
  },
  {
    id: 2,
    phrase: { sv: 'iphone 15 batteri', no: 'iphone 15 batteri', da: 'iphone 15 batteri', fi: 'iphone 15 akku', nl: 'iphone 15 batterij' },
    title: {
      sv: 'Batterier till iPhone 15',
      no: 'Batterier til iPhone 15',
      da: 'Batterier til iPhone 15',
      fi: 'iPhone 15 -akut',
      nl: 'Batterijen voor iPhone 15',
    },
    categoryKey: 'spare-parts/apple/iphone-15',
  },
  {
    id: 3,
    phrase: { sv: 'samsung s23 skärm', no: 'samsung s23 skjerm', da: 'samsung s23 skærm', fi: 'samsung s23 näyttö', nl: 'samsung s23 scherm' },
    title: {
      sv: 'Skärmar till Galaxy S23',
      no: 'Skjermer til Galaxy S23',
      da: 'Skærme til Galaxy S23',
      fi: 'Galaxy S23 -näytöt',
      nl: 'Schermen voor Galaxy S23',
    },
    categoryKey: 'spare-parts/samsung/galaxy-s23',
  },
  {
    id: 4,
    phrase: { sv: 'pixel 8', no: 'pixel 8', da: 'pixel 8', fi: 'pixel 8', nl: 'pixel 8' },
    title: {
      sv: 'Reservdelar till Google Pixel 8',
      no: 'Reservedeler til Google Pixel 8',
      da: 'Reservedele til Google Pixel 8',
      fi: 'Google Pixel 8 -varaosat',
      nl: 'Onderdelen voor Google Pixel 8',
    },
    categoryKey: 'spare-parts/google-pixel/pixel-8',
  },
  {
    id: 5,
    phrase: { sv: 'skärmskydd', no: 'skjermbeskytter', da: 'skærmbeskyttelse', fi: 'näytönsuoja', nl: 'screenprotector' },
    title: { sv: 'Alla skärmskydd', no: 'Alle skjermbeskyttere', da: 'Al skærmbeskyttelse', fi: 'Kaikki näytönsuojat', nl: 'Alle screenprotectors' },
    categoryKey: 'accessories/screen-protectors',
  },
  {
    id: 6,
    phrase: { sv: 'fodral', no: 'deksel', da: 'cover', fi: 'suojakuori', nl: 'hoesje' },
    title: { sv: 'Alla fodral', no: 'Alle deksler', da: 'Alle covers', fi: 'Kaikki suojakuoret', nl: 'Alle hoesjes' },
    categoryKey: 'accessories/cases',
  },
  {
    id: 7,
    phrase: { sv: 'laddare', no: 'lader', da: 'oplader', fi: 'laturi', nl: 'oplader' },
    title: { sv: 'Laddare', no: 'Ladere', da: 'Opladere', fi: 'Laturit', nl: 'Opladers' },
    categoryKey: 'accessories/chargers',
  },
  {
    id: 8,
    phrase: { sv: 'verktyg', no: 'verktøy', da: 'værktøj', fi: 'työkalu', nl: 'gereedschap' },
    title: { sv: 'Verktyg för reparation', no: 'Verktøy for reparasjon', da: 'Værktøj til reparation', fi: 'Korjaustyökalut', nl: 'Reparatiegereedschap' },
    categoryKey: 'tools',
  },
  {
    id: 9,
    phrase: { sv: 'lödstation', no: 'loddestasjon', da: 'loddestation', fi: 'juotosasema', nl: 'soldeerstation' },
    title: { sv: 'Lödning', no: 'Lodding', da: 'Lodning', fi: 'Juottaminen', nl: 'Solderen' },
    categoryKey: 'tools/soldering',
  },
  {
    id: 10,
    phrase: { sv: 'ipad', no: 'ipad', da: 'ipad', fi: 'ipad', nl: 'ipad' },
    title: { sv: 'Reservdelar till iPad', no: 'Reservedeler til iPad', da: 'Reservedele til iPad', fi: 'iPadin varaosat', nl: 'Onderdelen voor iPad' },
    categoryKey: 'tablet-parts/apple',
  },
];
