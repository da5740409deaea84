import { privacySlug, type DraftEdit, type PageRole, type PageSeed } from '@/mocks/data/pages/page';

export const NL_PAGES: Readonly<Record<PageRole, PageSeed>> = {
  about: {
    slug: 'over-ons',
    title: 'Over ons',
    meta_description: 'Techonderdelen verkoopt onderdelen, gereedschap en accessoires voor telefoons en tablets.',
    content:
      '<h2>Onderdelen voor iedereen die repareert</h2><p>Techonderdelen levert onderdelen, gereedschap en accessoires aan particulieren en reparatiewerkplaatsen.</p><p>Alle schermen en batterijen worden in ons magazijn getest voordat ze worden verzonden. Op werkdagen voor 15.00 uur besteld is dezelfde dag verstuurd.</p>',
  },
  customerService: {
    slug: 'klantenservice',
    title: 'Klantenservice',
    meta_description: 'Vragen over je bestelling, levering of reparatie? Zo bereik je de klantenservice.',
    content:
      '<h2>We helpen je graag</h2><p>Onze klantenservice is op werkdagen bereikbaar van 9.00 tot 16.00 uur. De meeste vragen beantwoorden we binnen één werkdag.</p><ul><li><a href="/klantenservice/contact">Contact</a></li><li><a href="/verzending">Verzending</a></li><li><a href="/retourneren">Retourneren</a></li></ul>',
  },
  contact: {
    slug: 'klantenservice/contact',
    title: 'Contact',
    meta_description: 'E-mail, telefoon en adres van Techonderdelen.',
    content:
      '<h2>Contact</h2><p>E-mail: <a href="mailto:klantenservice@techonderdelen.example">klantenservice@techonderdelen.example</a><br>Telefoon: 020 123 4567 (werkdagen 9.00–16.00 uur)</p>',
  },
  terms: {
    slug: 'algemene-voorwaarden',
    title: 'Algemene voorwaarden',
    meta_description: 'De voorwaarden voor aankopen bij Techonderdelen.',
    content:
      '<h2>Algemeen</h2><p>Deze voorwaarden gelden voor alle bestellingen in de webwinkel. Alle prijzen zijn in euro inclusief 21% btw.</p><h2>Herroepingsrecht</h2><p>Je hebt 14 dagen bedenktijd na ontvangst van je bestelling.</p><h2>Garantie</h2><p>Op onderdelen zit 12 maanden garantie.</p>',
  },
  shipping: {
    slug: 'verzending',
    title: 'Verzending',
    meta_description: 'Verzendkosten en levertijden in Nederland.',
    content:
      '<h2>Levertijd</h2><p>Producten op voorraad worden bij bestelling voor 15.00 uur dezelfde dag verzonden en zijn meestal binnen 1–3 werkdagen bezorgd.</p><h2>Verzendkosten</h2><ul><li>PostNL: € 4,95</li><li>DHL servicepunt: € 3,95</li></ul><p>Gratis verzending vanaf € 49.</p>',
  },
  returns: {
    slug: 'retourneren',
    title: 'Retourneren',
    meta_description: 'Zo retourneer je een product of meld je een defect.',
    content:
      '<h2>Retour</h2><p>Meld je retour binnen 14 dagen aan via Mijn account of bij de klantenservice. Het product moet ongebruikt zijn en in de originele verpakking zitten.</p><h2>Defect</h2><p>Werkt het onderdeel niet? Neem contact op, dan sturen we een retourlabel.</p>',
  },
  privacy: {
    slug: privacySlug('nl'),
    title: 'Privacybeleid',
    meta_description: 'Hoe Techonderdelen met je persoonsgegevens omgaat.',
    content:
      '<h2>Verwerkingsverantwoordelijke</h2><p>Techonderdelen is verantwoordelijk voor de gegevens die je ons geeft wanneer je bij ons bestelt.</p><h2>Cookies</h2><p>We gebruiken noodzakelijke cookies en, als je toestemming geeft, cookies voor statistiek en marketing.</p>',
  },
};

/** The changes editors have made and not published yet, page by page. */
export const NL_DRAFTS: Readonly<Record<PageRole, DraftEdit>> = {
  about: {
    title: 'Over ons en onze werkplaats',
    lead: 'Nieuw dit najaar: in onze eigen reparatiewerkplaats testen we elk nieuw schermmodel voordat het in het assortiment komt.',
  },
  customerService: {
    title: 'Klantenservice – we staan voor je klaar',
    lead: 'Vanaf 1 november is de klantenservice ook op zaterdag bereikbaar van 10.00 tot 14.00 uur.',
  },
  contact: {
    title: 'Neem contact op',
    lead: 'Nieuw telefoonnummer vanaf 1 december: 020 123 4500. Het oude nummer werkt nog tot eind januari.',
  },
  terms: {
    title: 'Algemene voorwaarden en garantie',
    lead: 'De voorwaarden worden per 1 december bijgewerkt: de garantie op batterijen gaat van 12 naar 24 maanden.',
  },
  shipping: {
    title: 'Verzending, levertijden en gratis verzending',
    lead: 'Nieuw: vanaf 1 december gratis verzending al vanaf € 39.',
  },
  returns: {
    title: 'Retourneren en herroepingsrecht',
    lead: 'Je kunt je retourlabel nu direct printen via Mijn account, zonder te wachten op de klantenservice.',
  },
  privacy: {
    title: 'Privacybeleid en cookies',
    lead: 'We hebben duidelijker gemaakt hoe we cookies voor statistiek gebruiken: je kunt je keuze altijd wijzigen via de link onderaan de pagina.',
  },
};
