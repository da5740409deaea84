import { privacySlug, type PageRole, type PageSeed } from '@/mocks/data/pages/page';

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
