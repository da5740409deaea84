import { privacySlug, type DraftEdit, type PageRole, type PageSeed } from '@/mocks/data/pages/page';

export const NO_PAGES: Readonly<Record<PageRole, PageSeed>> = {
  about: {
    slug: 'om-oss',
    title: 'Om oss',
    meta_description: 'Teknikdeler selger reservedeler, verktøy og tilbehør til mobiler og nettbrett.',
    content:
      '<h2>Reservedeler for alle som reparerer</h2><p>Teknikdeler sender reservedeler, verktøy og tilbehør til privatpersoner og verksteder i hele Norden.</p><p>Alle skjermer og batterier testes på lageret vårt før de sendes. Bestiller du før kl. 15.00 på en hverdag, sender vi samme dag.</p>',
  },
  customerService: {
    slug: 'kundeservice',
    title: 'Kundeservice',
    meta_description: 'Spørsmål om bestilling, levering eller reparasjon? Slik når du kundeservice.',
    content:
      '<h2>Vi hjelper deg gjerne</h2><p>Kundeservice har åpent hverdager 9–16. De fleste henvendelser besvares innen én arbeidsdag.</p><ul><li><a href="/kundeservice/kontakt">Kontakt oss</a></li><li><a href="/frakt">Frakt og levering</a></li><li><a href="/retur">Retur og reklamasjon</a></li></ul>',
  },
  contact: {
    slug: 'kundeservice/kontakt',
    title: 'Kontakt oss',
    meta_description: 'E-post, telefon og adresse til Teknikdeler.',
    content:
      '<h2>Kontakt</h2><p>E-post: <a href="mailto:kundeservice@teknikdeler.example">kundeservice@teknikdeler.example</a><br>Telefon: 21 23 45 67 (hverdager 9–16)</p>',
  },
  terms: {
    slug: 'kjopsvilkar',
    title: 'Kjøpsvilkår',
    meta_description: 'Vilkår for kjøp hos Teknikdeler.',
    content:
      '<h2>Generelt</h2><p>Vilkårene gjelder alle kjøp på nettstedet. Alle priser er i norske kroner inkludert 25 % mva.</p><h2>Angrerett</h2><p>Du har 14 dagers angrerett fra du mottok varen, etter angrerettloven.</p><h2>Garanti</h2><p>Reservedeler har 12 måneders garanti. Garantien dekker ikke skader som oppstår ved montering.</p>',
  },
  shipping: {
    slug: 'frakt',
    title: 'Frakt og levering',
    meta_description: 'Fraktpriser og leveringstider i Norge.',
    content:
      '<h2>Leveringstid</h2><p>Varer på lager sendes samme dag ved bestilling før kl. 15.00 og leveres normalt innen 1–3 virkedager.</p><h2>Fraktpriser</h2><ul><li>Posten, hentested: 59 kr</li><li>Helthjem hjemlevering: 79 kr</li></ul><p>Fri frakt når du handler for over 549 kr.</p>',
  },
  returns: {
    slug: 'retur',
    title: 'Retur og reklamasjon',
    meta_description: 'Slik returnerer eller reklamerer du en vare.',
    content:
      '<h2>Retur</h2><p>Meld returen på Min side eller til kundeservice innen 14 dager. Varen må være ubrukt og i originalemballasjen.</p><h2>Reklamasjon</h2><p>Fungerer ikke delen? Kontakt oss, så sender vi en fraktseddel.</p>',
  },
  privacy: {
    slug: privacySlug('no'),
    title: 'Personvern',
    meta_description: 'Slik behandler Teknikdeler personopplysningene dine.',
    content:
      '<h2>Behandlingsansvarlig</h2><p>Teknikdeler er behandlingsansvarlig for opplysningene du oppgir når du handler hos oss.</p><h2>Informasjonskapsler</h2><p>Vi bruker nødvendige informasjonskapsler og, hvis du samtykker, informasjonskapsler for statistikk og markedsføring.</p>',
  },
};

/** The changes editors have made and not published yet, page by page. */
export const NO_DRAFTS: Readonly<Record<PageRole, DraftEdit>> = {
  about: {
    title: 'Om oss og verkstedet vårt',
    lead: 'Nytt i høst: I vårt eget reparasjonsverksted prøvemonterer vi hver ny skjermmodell før den kommer i sortimentet.',
  },
  customerService: {
    title: 'Kundeservice – vi er her for deg',
    lead: 'Fra 1. november har kundeservice også åpent lørdager 10–14.',
  },
  contact: {
    title: 'Kontakt Teknikdeler',
    lead: 'Nytt telefonnummer fra 1. desember: 21 23 45 00. Det gamle nummeret virker ut januar.',
  },
  terms: {
    title: 'Kjøpsvilkår og garanti',
    lead: 'Vilkårene oppdateres 1. desember: Garantien på batterier forlenges fra 12 til 24 måneder.',
  },
  shipping: {
    title: 'Frakt, leveringstid og fri frakt',
    lead: 'Nyhet: fri frakt allerede fra 449 kr fra 1. desember.',
  },
  returns: {
    title: 'Retur, angrerett og reklamasjon',
    lead: 'Nå kan du skrive ut returseddelen direkte på Min side, uten å vente på kundeservice.',
  },
  privacy: {
    title: 'Personvern og informasjonskapsler',
    lead: 'Vi har gjort det tydeligere hvordan vi bruker informasjonskapsler til statistikk: Du kan endre valget ditt når som helst via lenken nederst på siden.',
  },
};
