import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import type { Localized } from '@/mocks/data/localized';
import type { PartSection } from '@/mocks/data/part-types';

type Family = 'part' | 'accessory' | 'tool';
type Describe = (name: string) => string;

const FAMILY: Readonly<Record<PartSection, Family>> = {
  'spare-parts': 'part',
  cases: 'accessory',
  'screen-protectors': 'accessory',
  chargers: 'accessory',
  cables: 'accessory',
  'tool-kits': 'tool',
  screwdrivers: 'tool',
  soldering: 'tool',
  adhesives: 'tool',
};

const TEXTS: Readonly<Record<Family, Localized<Describe>>> = {
  part: {
    sv: (name) =>
      `<p>${name}. Testad före leverans och skickas samma dag vid beställning före 15.00.</p><p>12 månaders garanti. Vi rekommenderar att bytet görs av en van reparatör.</p>`,
    no: (name) =>
      `<p>${name}. Testet før levering og sendes samme dag ved bestilling før kl. 15.00.</p><p>12 måneders garanti. Vi anbefaler at byttet gjøres av en erfaren reparatør.</p>`,
    da: (name) =>
      `<p>${name}. Testet før levering og sendes samme dag ved bestilling inden kl. 15.00.</p><p>12 måneders garanti. Vi anbefaler, at udskiftningen udføres af en erfaren reparatør.</p>`,
    fi: (name) =>
      `<p>${name}. Testattu ennen toimitusta, lähtee samana päivänä kun tilaat ennen klo 15.00.</p><p>12 kuukauden takuu. Suosittelemme, että vaihdon tekee kokenut korjaaja.</p>`,
    nl: (name) =>
      `<p>${name}. Getest voor verzending en dezelfde dag verstuurd bij bestelling voor 15.00 uur.</p><p>12 maanden garantie. We raden aan de reparatie door een ervaren monteur te laten uitvoeren.</p>`,
  },
  accessory: {
    sv: (name) => `<p>${name}. Passformen är anpassad efter telefonens mått och knappar.</p><p>Fri frakt över 499 kr.</p>`,
    no: (name) => `<p>${name}. Passformen er tilpasset telefonens mål og knapper.</p><p>Fri frakt over 549 kr.</p>`,
    da: (name) => `<p>${name}. Pasformen er tilpasset telefonens mål og knapper.</p><p>Fri fragt over 399 kr.</p>`,
    fi: (name) => `<p>${name}. Mitoitettu puhelimen mittojen ja painikkeiden mukaan.</p><p>Ilmainen toimitus yli 49 euron tilauksiin.</p>`,
    nl: (name) => `<p>${name}. Precies afgestemd op de afmetingen en knoppen van je telefoon.</p><p>Gratis verzending vanaf € 49.</p>`,
  },
  tool: {
    sv: (name) => `<p>${name}. Professionellt verktyg för mobil- och surfplattereparationer, används dagligen av verkstäder.</p>`,
    no: (name) => `<p>${name}. Profesjonelt verktøy for mobil- og nettbrettreparasjoner, brukes daglig av verksteder.</p>`,
    da: (name) => `<p>${name}. Professionelt værktøj til mobil- og tabletreparationer, bruges dagligt af værksteder.</p>`,
    fi: (name) => `<p>${name}. Ammattilaistyökalu puhelin- ja tablettikorjauksiin, korjaamojen päivittäisessä käytössä.</p>`,
    nl: (name) => `<p>${name}. Professioneel gereedschap voor telefoon- en tabletreparaties, dagelijks gebruikt door werkplaatsen.</p>`,
  },
};

export function productDescription(section: PartSection, name: string, locale: StorefrontCode): string {
  return TEXTS[FAMILY[section]][locale](name);
}
