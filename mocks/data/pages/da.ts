import { privacySlug, type DraftEdit, type PageRole, type PageSeed } from '@/mocks/data/pages/page';

export const DA_PAGES: Readonly<Record<PageRole, PageSeed>> = {
  about: {
    slug: 'om-os',
    title: 'Om os',
    meta_description: 'Teknikdele sælger reservedele, værktøj og tilbehør til mobiler og tablets.',
    content:
      '<h2>Reservedele til alle, der reparerer</h2><p>Teknikdele sender reservedele, værktøj og tilbehør til private og værksteder i hele Norden.</p><p>Alle skærme og batterier testes på vores lager, før de sendes. Bestiller du inden kl. 15.00 på en hverdag, sender vi samme dag.</p>',
  },
  customerService: {
    slug: 'kundeservice',
    title: 'Kundeservice',
    meta_description: 'Spørgsmål om ordre, levering eller reparation? Sådan kontakter du kundeservice.',
    content:
      '<h2>Vi hjælper dig gerne</h2><p>Kundeservice har åbent på hverdage kl. 9–16. De fleste henvendelser besvares inden for én arbejdsdag.</p><ul><li><a href="/kundeservice/kontakt">Kontakt os</a></li><li><a href="/fragt">Fragt og levering</a></li><li><a href="/returnering">Returnering og reklamation</a></li></ul>',
  },
  contact: {
    slug: 'kundeservice/kontakt',
    title: 'Kontakt os',
    meta_description: 'E-mail, telefon og adresse til Teknikdele.',
    content:
      '<h2>Kontakt</h2><p>E-mail: <a href="mailto:kundeservice@teknikdele.example">kundeservice@teknikdele.example</a><br>Telefon: 33 12 34 56 (hverdage kl. 9–16)</p>',
  },
  terms: {
    slug: 'handelsbetingelser',
    title: 'Handelsbetingelser',
    meta_description: 'Betingelser for køb hos Teknikdele.',
    content:
      '<h2>Generelt</h2><p>Betingelserne gælder for alle køb på hjemmesiden. Alle priser er i danske kroner inklusive 25 % moms.</p><h2>Fortrydelsesret</h2><p>Du har 14 dages fortrydelsesret fra den dag, du modtager varen.</p><h2>Reklamationsret</h2><p>Du har 2 års reklamationsret efter købeloven.</p>',
  },
  shipping: {
    slug: 'fragt',
    title: 'Fragt og levering',
    meta_description: 'Fragtpriser og leveringstider i Danmark.',
    content:
      '<h2>Leveringstid</h2><p>Varer på lager sendes samme dag ved bestilling inden kl. 15.00 og leveres normalt inden for 1–3 hverdage.</p><h2>Fragtpriser</h2><ul><li>GLS pakkeshop: 39 kr.</li><li>PostNord: 45 kr.</li><li>DAO hjemmelevering: 55 kr.</li></ul><p>Fri fragt, når du handler for over 399 kr.</p>',
  },
  returns: {
    slug: 'returnering',
    title: 'Returnering og reklamation',
    meta_description: 'Sådan returnerer eller reklamerer du en vare.',
    content:
      '<h2>Returnering</h2><p>Anmeld returneringen på Min konto eller til kundeservice inden for 14 dage. Varen skal være ubrugt og i original emballage.</p><h2>Reklamation</h2><p>Virker delen ikke? Kontakt os, så sender vi en returlabel.</p>',
  },
  privacy: {
    slug: privacySlug('da'),
    title: 'Privatlivspolitik',
    meta_description: 'Sådan behandler Teknikdele dine personoplysninger.',
    content:
      '<h2>Dataansvarlig</h2><p>Teknikdele er dataansvarlig for de oplysninger, du giver, når du handler hos os.</p><h2>Cookies</h2><p>Vi bruger nødvendige cookies og, hvis du giver samtykke, cookies til statistik og markedsføring.</p>',
  },
};

/** The changes editors have made and not published yet, page by page. */
export const DA_DRAFTS: Readonly<Record<PageRole, DraftEdit>> = {
  about: {
    title: 'Om os og vores værksted',
    lead: 'Nyt i efteråret: I vores eget reparationsværksted prøvemonterer vi hver ny skærmmodel, før den kommer i sortimentet.',
  },
  customerService: {
    title: 'Kundeservice – vi er her for dig',
    lead: 'Fra 1. november har kundeservice også åbent lørdage kl. 10–14.',
  },
  contact: {
    title: 'Kontakt Teknikdele',
    lead: 'Nyt telefonnummer fra 1. december: 33 12 34 00. Det gamle nummer virker januar ud.',
  },
  terms: {
    title: 'Handelsbetingelser og fortrydelsesret',
    lead: 'Betingelserne opdateres 1. december: Fortrydelsesretten forlænges fra 14 til 30 dage.',
  },
  shipping: {
    title: 'Fragt, leveringstid og fri fragt',
    lead: 'Nyhed: fri fragt allerede fra 349 kr. fra 1. december.',
  },
  returns: {
    title: 'Returnering, fortrydelse og reklamation',
    lead: 'Nu kan du printe returlabelen direkte fra Min konto uden at vente på kundeservice.',
  },
  privacy: {
    title: 'Privatlivspolitik og cookies',
    lead: 'Vi har gjort det tydeligere, hvordan vi bruger cookies til statistik: Du kan altid ændre dit valg via linket nederst på siden.',
  },
};
