import { privacySlug, type DraftEdit, type PageRole, type PageSeed } from '@/mocks/data/pages/page';

export const SV_PAGES: Readonly<Record<PageRole, PageSeed>> = {
  about: {
    slug: 'om-oss',
    title: 'Om oss',
    meta_description: 'Teknikdelar säljer reservdelar, verktyg och tillbehör till mobiler och surfplattor sedan 2009.',
    content:
      '<h2>Reservdelar för alla som lagar</h2><p>Teknikdelar startade 2009 i ett garage i Borås. I dag skickar vi reservdelar, verktyg och tillbehör till privatpersoner och verkstäder i hela Norden.</p><p>Alla skärmar och batterier testas på vårt lager innan de skickas. Beställer du före 15.00 på en vardag skickar vi samma dag.</p>',
  },
  customerService: {
    slug: 'kundservice',
    title: 'Kundservice',
    meta_description: 'Frågor om order, leverans eller reparation? Så når du vår kundservice.',
    content:
      '<h2>Vi hjälper dig gärna</h2><p>Vår kundservice har öppet vardagar 9–16. De flesta frågor besvarar vi inom en arbetsdag.</p><ul><li><a href="/kundservice/kontakt">Kontakta oss</a></li><li><a href="/frakt">Frakt och leverans</a></li><li><a href="/returer">Returer och reklamationer</a></li></ul>',
  },
  contact: {
    slug: 'kundservice/kontakt',
    title: 'Kontakta oss',
    meta_description: 'E-post, telefon och adress till Teknikdelar.',
    content:
      '<h2>Kontakt</h2><p>E-post: <a href="mailto:kundservice@teknikdelar.example">kundservice@teknikdelar.example</a><br>Telefon: 033-12 34 56 (vardagar 9–16)</p><p>Teknikdelar AB, Lagergatan 4, 504 64 Borås</p>',
  },
  terms: {
    slug: 'kopvillkor',
    title: 'Köpvillkor',
    meta_description: 'Villkor för köp hos Teknikdelar.',
    content:
      '<h2>Allmänt</h2><p>Villkoren gäller för alla köp på webbplatsen. Alla priser anges i svenska kronor inklusive 25 % moms om inget annat anges.</p><h2>Ångerrätt</h2><p>Du har 14 dagars ångerrätt från den dag du tagit emot varan, enligt lagen om distansavtal.</p><h2>Garanti</h2><p>Reservdelar har 12 månaders garanti. Garantin gäller inte skador som uppstått vid montering.</p>',
  },
  shipping: {
    slug: 'frakt',
    title: 'Frakt och leverans',
    meta_description: 'Fraktpriser och leveranstider inom Sverige.',
    content:
      '<h2>Leveranstider</h2><p>Varor i lager skickas samma dag vid beställning före 15.00 och levereras normalt inom 1–3 arbetsdagar.</p><h2>Fraktpriser</h2><ul><li>Brev: 29 kr</li><li>Ombud (PostNord, DHL): 49 kr</li><li>Hemleverans med Budbee: 69 kr</li></ul><p>Fri frakt när du handlar för över 499 kr.</p>',
  },
  returns: {
    slug: 'returer',
    title: 'Returer och reklamationer',
    meta_description: 'Så returnerar eller reklamerar du en vara.',
    content:
      '<h2>Retur</h2><p>Anmäl returen via Mina sidor eller till kundservice inom 14 dagar. Varan ska vara oanvänd och i originalförpackning.</p><h2>Reklamation</h2><p>Fungerar inte delen? Kontakta oss så skickar vi en fraktsedel. Vi byter eller återbetalar inom 5 arbetsdagar efter att vi tagit emot delen.</p>',
  },
  privacy: {
    slug: privacySlug('sv'),
    title: 'Integritetspolicy',
    meta_description: 'Hur Teknikdelar behandlar dina personuppgifter.',
    content:
      '<h2>Personuppgiftsansvarig</h2><p>Teknikdelar AB är personuppgiftsansvarig för de uppgifter du lämnar när du handlar hos oss.</p><h2>Vilka uppgifter vi sparar</h2><p>Namn, adress, e-post och telefonnummer för att leverera din order, samt orderhistorik i sju år enligt bokföringslagen.</p><h2>Cookies</h2><p>Vi använder nödvändiga cookies och, om du godkänner det, cookies för statistik och marknadsföring.</p>',
  },
};

/** The changes editors have made and not published yet, page by page. */
export const SV_DRAFTS: Readonly<Record<PageRole, DraftEdit>> = {
  about: {
    title: 'Om oss och vårt reparationslabb',
    lead: 'Nytt i höst: i vårt reparationslabb i Borås provmonterar vi varje ny skärmmodell innan den kommer ut i sortimentet.',
  },
  customerService: {
    title: 'Kundservice – vi finns här för dig',
    lead: 'Från 1 november har kundservice även öppet lördagar 10–14.',
  },
  contact: {
    title: 'Kontakta Teknikdelar',
    lead: 'Vi flyttar! Från 1 december hittar du oss på Lagergatan 12 i Borås. Telefonnumret är detsamma.',
  },
  terms: {
    title: 'Köpvillkor och garanti',
    lead: 'Villkoren uppdateras 1 december: garantin på batterier förlängs från 12 till 24 månader.',
  },
  shipping: {
    title: 'Frakt, leveranstider och fri frakt',
    lead: 'Nyhet: fri frakt redan från 399 kr från och med 1 december.',
  },
  returns: {
    title: 'Returer, ångerrätt och reklamationer',
    lead: 'Nu kan du skriva ut returfraktsedeln direkt på Mina sidor, utan att vänta på kundservice.',
  },
  privacy: {
    title: 'Integritetspolicy och cookies',
    lead: 'Vi har förtydligat hur vi använder cookies för statistik: du kan ändra ditt val när som helst via länken längst ner på sidan.',
  },
};
