import { privacySlug, type DraftEdit, type PageRole, type PageSeed } from '@/mocks/data/pages/page';

export const FI_PAGES: Readonly<Record<PageRole, PageSeed>> = {
  about: {
    slug: 'tietoa-meista',
    title: 'Tietoa meistä',
    meta_description: 'Tekniikkaosat myy varaosia, työkaluja ja tarvikkeita puhelimiin ja tabletteihin.',
    content:
      '<h2>Varaosat kaikille korjaajille</h2><p>Tekniikkaosat toimittaa varaosia, työkaluja ja tarvikkeita yksityisasiakkaille ja korjaamoille kaikkialle Pohjoismaihin.</p><p>Testaamme kaikki näytöt ja akut varastollamme ennen lähetystä. Arkipäivisin ennen klo 15.00 tehdyt tilaukset lähtevät samana päivänä.</p>',
  },
  customerService: {
    slug: 'asiakaspalvelu',
    title: 'Asiakaspalvelu',
    meta_description: 'Kysyttävää tilauksesta, toimituksesta tai korjauksesta? Näin tavoitat asiakaspalvelun.',
    content:
      '<h2>Autamme mielellämme</h2><p>Asiakaspalvelumme palvelee arkisin klo 9–16. Vastaamme useimpiin kysymyksiin yhden arkipäivän kuluessa.</p><ul><li><a href="/asiakaspalvelu/yhteystiedot">Yhteystiedot</a></li><li><a href="/toimitus">Toimitus</a></li><li><a href="/palautukset">Palautukset ja reklamaatiot</a></li></ul>',
  },
  contact: {
    slug: 'asiakaspalvelu/yhteystiedot',
    title: 'Yhteystiedot',
    meta_description: 'Tekniikkaosien sähköposti, puhelin ja osoite.',
    content:
      '<h2>Yhteystiedot</h2><p>Sähköposti: <a href="mailto:asiakaspalvelu@tekniikkaosat.example">asiakaspalvelu@tekniikkaosat.example</a><br>Puhelin: 09 123 4567 (arkisin klo 9–16)</p>',
  },
  terms: {
    slug: 'toimitusehdot',
    title: 'Toimitusehdot',
    meta_description: 'Tekniikkaosien toimitus- ja sopimusehdot.',
    content:
      '<h2>Yleistä</h2><p>Ehtoja sovelletaan kaikkiin verkkokaupan tilauksiin. Hinnat ovat euroja ja sisältävät 25,5 %:n arvonlisäveron.</p><h2>Peruutusoikeus</h2><p>Sinulla on 14 päivän peruutusoikeus tuotteen vastaanottamisesta.</p><h2>Takuu</h2><p>Varaosilla on 12 kuukauden takuu.</p>',
  },
  shipping: {
    slug: 'toimitus',
    title: 'Toimitus',
    meta_description: 'Toimitusmaksut ja toimitusajat Suomessa.',
    content:
      '<h2>Toimitusajat</h2><p>Varastossa olevat tuotteet lähtevät samana päivänä, kun tilaat ennen klo 15.00, ja ovat perillä yleensä 1–3 arkipäivässä.</p><h2>Toimitusmaksut</h2><ul><li>Posti, noutopiste: 5,90 €</li><li>Matkahuolto: 5,90 €</li></ul><p>Ilmainen toimitus yli 49 euron tilauksiin.</p>',
  },
  returns: {
    slug: 'palautukset',
    title: 'Palautukset ja reklamaatiot',
    meta_description: 'Näin palautat tai reklamoit tuotteen.',
    content:
      '<h2>Palautus</h2><p>Ilmoita palautuksesta Omat sivut -osiossa tai asiakaspalveluun 14 päivän kuluessa. Tuotteen tulee olla käyttämätön ja alkuperäispakkauksessa.</p><h2>Reklamaatio</h2><p>Eikö osa toimi? Ota yhteyttä, niin lähetämme palautustarran.</p>',
  },
  privacy: {
    slug: privacySlug('fi'),
    title: 'Tietosuojaseloste',
    meta_description: 'Näin Tekniikkaosat käsittelee henkilötietojasi.',
    content:
      '<h2>Rekisterinpitäjä</h2><p>Tekniikkaosat on rekisterinpitäjä tiedoille, jotka annat asioidessasi kanssamme.</p><h2>Evästeet</h2><p>Käytämme välttämättömiä evästeitä ja suostumuksellasi tilasto- ja markkinointievästeitä.</p>',
  },
};

/** The changes editors have made and not published yet, page by page. */
export const FI_DRAFTS: Readonly<Record<PageRole, DraftEdit>> = {
  about: {
    title: 'Tietoa meistä ja korjaamostamme',
    lead: 'Uutta tänä syksynä: testaamme jokaisen uuden näyttömallin omassa korjaamossamme ennen kuin se tulee valikoimaan.',
  },
  customerService: {
    title: 'Asiakaspalvelu – autamme sinua',
    lead: '1. marraskuuta alkaen asiakaspalvelu palvelee myös lauantaisin klo 10–14.',
  },
  contact: {
    title: 'Ota yhteyttä',
    lead: 'Uusi puhelinnumero 1. joulukuuta alkaen: 09 123 4500. Vanha numero toimii tammikuun loppuun.',
  },
  terms: {
    title: 'Toimitusehdot ja takuu',
    lead: 'Ehdot päivittyvät 1. joulukuuta: akkujen takuu pitenee 12 kuukaudesta 24 kuukauteen.',
  },
  shipping: {
    title: 'Toimitus, toimitusajat ja ilmainen toimitus',
    lead: 'Uutta: ilmainen toimitus jo yli 39 euron tilauksiin 1. joulukuuta alkaen.',
  },
  returns: {
    title: 'Palautukset, peruutusoikeus ja reklamaatiot',
    lead: 'Voit nyt tulostaa palautustarran suoraan Omat sivut -osiosta odottamatta asiakaspalvelua.',
  },
  privacy: {
    title: 'Tietosuojaseloste ja evästeet',
    lead: 'Olemme selkeyttäneet, miten käytämme tilastoevästeitä: voit muuttaa valintaasi milloin tahansa sivun alalaidan linkistä.',
  },
};
