import type { Localized } from '@/mocks/data/localized';

/** What the service points of one country are called and where they are. */
export interface PlaceNames {
  /** Shops that hand out parcels. */
  shops: readonly string[];
  /** The carrier's own lockers. */
  locker: string;
  /** Parts of town any city has, so a name fits wherever the postal code is. */
  districts: readonly string[];
  streets: readonly string[];
  /** The city by the first digit of the postal code (0-9), roughly where such codes are. */
  cities: readonly string[];
  shopHours: string;
  lockerHours: string;
}

export const PLACE_NAMES: Localized<PlaceNames> = {
  sv: {
    shops: ['ICA Supermarket', 'ICA Nära', 'Coop', 'Pressbyrån', 'Hemköp', 'Willys'],
    locker: 'PostNord Box',
    districts: ['Centrum', 'Söder', 'Väster', 'Norr', 'Öster', 'Stationen', 'Torget', 'Gallerian'],
    streets: ['Storgatan', 'Drottninggatan', 'Kungsgatan', 'Järnvägsgatan', 'Skolgatan', 'Parkvägen', 'Torggatan', 'Nygatan'],
    cities: ['Stockholm', 'Stockholm', 'Malmö', 'Växjö', 'Göteborg', 'Jönköping', 'Norrköping', 'Uppsala', 'Sundsvall', 'Umeå'],
    shopHours: 'Mån–fre 08–21, lör–sön 09–20',
    lockerHours: 'Öppet dygnet runt',
  },
  no: {
    shops: ['Rema 1000', 'Kiwi', 'Coop Extra', 'Meny', 'Narvesen', 'Joker'],
    locker: 'Posten pakkeautomat',
    districts: ['Sentrum', 'Torget', 'Stasjonen', 'Nord', 'Sør', 'Øst', 'Vest', 'Senteret'],
    streets: ['Storgata', 'Kirkegata', 'Kongens gate', 'Jernbanegata', 'Torggata', 'Skolegata', 'Parkveien', 'Strandgata'],
    cities: ['Oslo', 'Fredrikstad', 'Hamar', 'Drammen', 'Stavanger', 'Bergen', 'Ålesund', 'Trondheim', 'Bodø', 'Tromsø'],
    shopHours: 'Man–fre 07–23, lør 08–21',
    lockerHours: 'Åpent hele døgnet',
  },
  da: {
    shops: ['Netto', 'Føtex', 'SuperBrugsen', 'Rema 1000', 'Kvickly', 'Meny'],
    locker: 'GLS Pakkeboks',
    districts: ['Centrum', 'Stationen', 'Torvet', 'Nord', 'Syd', 'Øst', 'Vest', 'Bymidten'],
    streets: ['Vestergade', 'Østergade', 'Nørregade', 'Søndergade', 'Jernbanegade', 'Skolegade', 'Algade', 'Torvegade'],
    cities: ['København', 'København', 'Frederiksberg', 'Hillerød', 'Roskilde', 'Odense', 'Kolding', 'Vejle', 'Aarhus', 'Aalborg'],
    shopHours: 'Man–søn 07–22',
    lockerHours: 'Åbent døgnet rundt',
  },
  fi: {
    shops: ['K-Market', 'K-Supermarket', 'S-Market', 'R-kioski', 'Alepa', 'Sale'],
    locker: 'Posti Pakettiautomaatti',
    districts: ['Keskusta', 'Asema', 'Tori', 'Pohjoinen', 'Etelä', 'Itä', 'Länsi', 'Kauppakeskus'],
    streets: ['Kauppakatu', 'Rautatienkatu', 'Asemakatu', 'Koulukatu', 'Kirkkokatu', 'Puistokatu', 'Torikatu', 'Satamakatu'],
    cities: ['Helsinki', 'Lahti', 'Turku', 'Tampere', 'Jyväskylä', 'Kotka', 'Vaasa', 'Kuopio', 'Joensuu', 'Oulu'],
    shopHours: 'Ma–pe 7–21, la 8–18, su 12–18',
    lockerHours: 'Avoinna ympäri vuorokauden',
  },
  nl: {
    shops: ['Albert Heijn', 'PostNL-punt Primera', 'Jumbo', 'Bruna', 'Plus', 'Coop'],
    locker: 'PostNL Pakketautomaat',
    districts: ['Centrum', 'Station', 'Markt', 'Noord', 'Zuid', 'Oost', 'West', 'Winkelcentrum'],
    streets: ['Dorpsstraat', 'Kerkstraat', 'Stationsweg', 'Marktplein', 'Schoolstraat', 'Molenweg', 'Julianastraat', 'Wilhelminalaan'],
    cities: ['Amsterdam', 'Amsterdam', 'Haarlem', 'Utrecht', 'Breda', 'Eindhoven', 'Nijmegen', 'Enschede', 'Zwolle', 'Groningen'],
    shopHours: 'Ma–za 08:00–21:00, zo 12:00–18:00',
    lockerHours: 'Dag en nacht open',
  },
};
