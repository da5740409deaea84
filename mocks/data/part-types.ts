import type { SubscriptionInterval } from '@/platform/api/types';
import type { Localized } from '@/mocks/data/localized';
import type { DeviceKind } from '@/mocks/data/models';

/** Where a part type lives in the category tree. */
export type PartSection = 'spare-parts' | 'cases' | 'screen-protectors' | 'chargers' | 'cables' | 'tool-kits' | 'screwdrivers' | 'soldering' | 'adhesives';

/** Drawing used by the generated product images. */
export type PartShape = 'screen' | 'battery' | 'flex' | 'camera' | 'back' | 'speaker' | 'tray' | 'case' | 'protector' | 'tool' | 'charger' | 'cable' | 'bottle';

export type VariationKind = 'quality' | 'colour' | 'none';

/** Product groups (group_id) and discount categories (discount_category) of the catalog. */
export const GROUP = { screens: 1, batteries: 2, smallParts: 3, protection: 4, power: 5, tools: 6 } as const;
export const DISCOUNT_CATEGORY = { spareParts: 1, accessories: 2, tools: 3 } as const;

export interface PartType {
  key: string;
  name: Localized;
  /** Screens append the display technology of the model (OLED, LCD). */
  withDisplay: boolean;
  euroBase: number;
  section: PartSection;
  /** Device kinds the part is made for; empty for universal items without a model. */
  fits: readonly DeviceKind[];
  group: number;
  discountCategory: number;
  shape: PartShape;
  variation: VariationKind;
  hasUpselling: boolean;
  demand: number;
  /** Product type of docs/product/catalog.md, CAT-9: 1 Standard, 3 SET. */
  productType: 1 | 3;
  /** A consumable's delivery intervals (docs/product/orders.md, ORD-7); empty for what is bought once. */
  subscriptionIntervals: readonly SubscriptionInterval[];
  cartNotice?: Localized;
}

const PHONE_AND_TABLET: readonly DeviceKind[] = ['phone', 'tablet'];
const PHONE: readonly DeviceKind[] = ['phone'];
const UNIVERSAL: readonly DeviceKind[] = [];

const TWO_PACKAGES: Localized = {
  sv: 'Levereras i 2 paket',
  no: 'Leveres i 2 pakker',
  da: 'Leveres i 2 pakker',
  fi: 'Toimitetaan 2 pakettina',
  nl: 'Wordt in 2 pakketten geleverd',
};

type PartSpec = Omit<PartType, 'withDisplay' | 'variation' | 'hasUpselling' | 'productType' | 'demand' | 'subscriptionIntervals'> &
  Partial<Pick<PartType, 'withDisplay' | 'variation' | 'hasUpselling' | 'productType' | 'demand' | 'subscriptionIntervals'>>;

const part = (spec: PartSpec): PartType => ({
  withDisplay: false,
  variation: 'none',
  hasUpselling: false,
  productType: 1,
  demand: 0.5,
  subscriptionIntervals: [],
  ...spec,
});

const sparePart = (key: string, name: Localized, euroBase: number, group: number, shape: PartShape, extra: Partial<PartSpec> = {}) =>
  part({ key, name, euroBase, section: 'spare-parts', fits: PHONE, group, discountCategory: DISCOUNT_CATEGORY.spareParts, shape, ...extra });

/** Parts made for one phone or tablet model, in the order the catalog generates them. */
export const MODEL_PART_TYPES: readonly PartType[] = [
  sparePart('screen', { sv: 'Skärm', no: 'Skjerm', da: 'Skærm', fi: 'Näyttö', nl: 'Scherm' }, 64, GROUP.screens, 'screen', {
    withDisplay: true,
    variation: 'quality',
    hasUpselling: true,
    demand: 1,
    fits: PHONE_AND_TABLET,
  }),
  sparePart('battery', { sv: 'Batteri', no: 'Batteri', da: 'Batteri', fi: 'Akku', nl: 'Batterij' }, 21, GROUP.batteries, 'battery', {
    hasUpselling: true,
    demand: 0.9,
    fits: PHONE_AND_TABLET,
  }),
  sparePart(
    'charging-port',
    {
      sv: 'Laddkontakt med flexkabel',
      no: 'Ladekontakt med flexkabel',
      da: 'Ladestik med flexkabel',
      fi: 'Latausliitin flex-kaapelilla',
      nl: 'Oplaadconnector met flexkabel',
    },
    13,
    GROUP.smallParts,
    'flex',
    { demand: 0.7, fits: PHONE_AND_TABLET },
  ),
  part({
    key: 'screen-protector',
    name: {
      sv: 'Skärmskydd härdat glas',
      no: 'Skjermbeskytter herdet glass',
      da: 'Skærmbeskyttelse hærdet glas',
      fi: 'Näytönsuoja karkaistu lasi',
      nl: 'Screenprotector gehard glas',
    },
    euroBase: 6,
    section: 'screen-protectors',
    fits: PHONE_AND_TABLET,
    group: GROUP.protection,
    discountCategory: DISCOUNT_CATEGORY.accessories,
    shape: 'protector',
    demand: 0.8,
  }),
  part({
    key: 'silicone-case',
    name: { sv: 'Silikonfodral', no: 'Silikondeksel', da: 'Silikonecover', fi: 'Silikonikuori', nl: 'Siliconen hoesje' },
    euroBase: 9,
    section: 'cases',
    fits: PHONE,
    group: GROUP.protection,
    discountCategory: DISCOUNT_CATEGORY.accessories,
    shape: 'case',
    variation: 'colour',
    demand: 0.75,
  }),
  sparePart(
    'back-glass',
    { sv: 'Baksida glas', no: 'Bakdeksel glass', da: 'Bagcover glas', fi: 'Takakansi lasi', nl: 'Achterkant glas' },
    15,
    GROUP.smallParts,
    'back',
    {
      variation: 'colour',
      demand: 0.6,
    },
  ),
  sparePart('rear-camera', { sv: 'Kamera bak', no: 'Bakkamera', da: 'Bagkamera', fi: 'Takakamera', nl: 'Achtercamera' }, 31, GROUP.smallParts, 'camera', {
    demand: 0.5,
  }),
  sparePart('front-camera', { sv: 'Kamera fram', no: 'Frontkamera', da: 'Frontkamera', fi: 'Etukamera', nl: 'Frontcamera' }, 13, GROUP.smallParts, 'camera', {
    demand: 0.4,
  }),
  sparePart('loudspeaker', { sv: 'Högtalare', no: 'Høyttaler', da: 'Højttaler', fi: 'Kaiutin', nl: 'Luidspreker' }, 9, GROUP.smallParts, 'speaker', {
    demand: 0.45,
  }),
  sparePart(
    'earpiece',
    { sv: 'Samtalshögtalare', no: 'Ørehøyttaler', da: 'Ørehøjttaler', fi: 'Kuulokekaiutin', nl: 'Oorluidspreker' },
    7,
    GROUP.smallParts,
    'speaker',
    { demand: 0.35 },
  ),
  sparePart(
    'camera-lens',
    { sv: 'Kameralins glas', no: 'Kameralinse glass', da: 'Kameralinse glas', fi: 'Kameran linssi lasi', nl: 'Cameralens glas' },
    5,
    GROUP.smallParts,
    'camera',
    { demand: 0.4 },
  ),
  sparePart(
    'screen-adhesive',
    {
      sv: 'Skärmtejp förskuren',
      no: 'Skjermtape forhåndskuttet',
      da: 'Skærmtape forskåret',
      fi: 'Näyttöteippi valmiiksi leikattu',
      nl: 'Schermtape voorgesneden',
    },
    3,
    GROUP.smallParts,
    'protector',
    { demand: 0.55 },
  ),
  sparePart(
    'power-flex',
    {
      sv: 'Strömknapp flexkabel',
      no: 'Av/på-knapp flexkabel',
      da: 'Tænd/sluk-knap flexkabel',
      fi: 'Virtapainike flex-kaapeli',
      nl: 'Aan/uit-knop flexkabel',
    },
    8,
    GROUP.smallParts,
    'flex',
    { demand: 0.3 },
  ),
  sparePart(
    'volume-flex',
    {
      sv: 'Volymknappar flexkabel',
      no: 'Volumknapper flexkabel',
      da: 'Lydstyrkeknapper flexkabel',
      fi: 'Äänenvoimakkuuspainikkeet flex-kaapeli',
      nl: 'Volumeknoppen flexkabel',
    },
    8,
    GROUP.smallParts,
    'flex',
    { demand: 0.25 },
  ),
  sparePart(
    'sim-tray',
    { sv: 'SIM-kortshållare', no: 'SIM-kortholder', da: 'SIM-kortholder', fi: 'SIM-korttikelkka', nl: 'Simkaarthouder' },
    4,
    GROUP.smallParts,
    'tray',
    {
      variation: 'colour',
      demand: 0.3,
    },
  ),
  sparePart(
    'vibration-motor',
    { sv: 'Vibrationsmotor', no: 'Vibrasjonsmotor', da: 'Vibrationsmotor', fi: 'Värinämoottori', nl: 'Trilmotor' },
    6,
    GROUP.smallParts,
    'speaker',
    { demand: 0.2 },
  ),
  part({
    key: 'wallet-case',
    name: { sv: 'Plånboksfodral', no: 'Lommebokdeksel', da: 'Flipcover med kortholder', fi: 'Lompakkokotelo', nl: 'Portemonnee hoesje' },
    euroBase: 14,
    section: 'cases',
    fits: PHONE_AND_TABLET,
    group: GROUP.protection,
    discountCategory: DISCOUNT_CATEGORY.accessories,
    shape: 'case',
    demand: 0.5,
  }),
  part({
    key: 'privacy-protector',
    name: {
      sv: 'Skärmskydd sekretess',
      no: 'Skjermbeskytter personvern',
      da: 'Skærmbeskyttelse privacy',
      fi: 'Näytönsuoja yksityisyys',
      nl: 'Privacy screenprotector',
    },
    euroBase: 9,
    section: 'screen-protectors',
    fits: PHONE,
    group: GROUP.protection,
    discountCategory: DISCOUNT_CATEGORY.accessories,
    shape: 'protector',
    demand: 0.3,
  }),
  part({
    key: 'eco-case',
    name: {
      sv: 'Miljöfodral nedbrytbart',
      no: 'Miljødeksel nedbrytbart',
      da: 'Miljøcover bionedbrydeligt',
      fi: 'Ekokuori biohajoava',
      nl: 'Eco hoesje biologisch afbreekbaar',
    },
    euroBase: 12,
    section: 'cases',
    fits: PHONE,
    group: GROUP.protection,
    discountCategory: DISCOUNT_CATEGORY.accessories,
    shape: 'case',
    variation: 'colour',
    demand: 0.35,
  }),
];

const tool = (key: string, name: Localized, euroBase: number, section: PartSection, shape: PartShape, extra: Partial<PartSpec> = {}) =>
  part({ key, name, euroBase, section, fits: UNIVERSAL, group: GROUP.tools, discountCategory: DISCOUNT_CATEGORY.tools, shape, ...extra });

const power = (key: string, name: Localized, euroBase: number, section: PartSection, shape: PartShape, extra: Partial<PartSpec> = {}) =>
  part({ key, name, euroBase, section, fits: UNIVERSAL, group: GROUP.power, discountCategory: DISCOUNT_CATEGORY.accessories, shape, ...extra });

/** Universal items (brand Universal) without a phone model. */
export const UNIVERSAL_PART_TYPES: readonly PartType[] = [
  tool(
    'repair-kit',
    {
      sv: 'Verktygssats för mobilreparation 22 delar',
      no: 'Verktøysett for mobilreparasjon 22 deler',
      da: 'Værktøjssæt til mobilreparation 22 dele',
      fi: 'Työkalusarja puhelinkorjaukseen 22 osaa',
      nl: 'Gereedschapsset voor telefoonreparatie 22-delig',
    },
    24,
    'tool-kits',
    'tool',
    { productType: 3, demand: 0.9 },
  ),
  tool(
    'precision-screwdriver',
    {
      sv: 'Precisionsskruvmejsel med 64 bits',
      no: 'Presisjonsskrutrekker med 64 bits',
      da: 'Præcisionsskruetrækker med 64 bits',
      fi: 'Tarkkuusruuvimeisseli 64 kärjellä',
      nl: 'Precisieschroevendraaier met 64 bits',
    },
    19,
    'tool-kits',
    'tool',
    { productType: 3, demand: 0.7 },
  ),
  tool(
    'pentalobe-p2',
    {
      sv: 'Skruvmejsel Pentalobe P2',
      no: 'Skrutrekker Pentalobe P2',
      da: 'Skruetrækker Pentalobe P2',
      fi: 'Ruuvimeisseli Pentalobe P2',
      nl: 'Schroevendraaier Pentalobe P2',
    },
    4.5,
    'screwdrivers',
    'tool',
    { demand: 0.6 },
  ),
  tool(
    'tripoint-y000',
    {
      sv: 'Skruvmejsel Tri-point Y000',
      no: 'Skrutrekker Tri-point Y000',
      da: 'Skruetrækker Tri-point Y000',
      fi: 'Ruuvimeisseli Tri-point Y000',
      nl: 'Schroevendraaier Tri-point Y000',
    },
    4.5,
    'screwdrivers',
    'tool',
    { demand: 0.4 },
  ),
  tool(
    'phillips-ph000',
    {
      sv: 'Skruvmejsel Phillips PH000',
      no: 'Skrutrekker Phillips PH000',
      da: 'Skruetrækker Phillips PH000',
      fi: 'Ruuvimeisseli Phillips PH000',
      nl: 'Schroevendraaier Phillips PH000',
    },
    4,
    'screwdrivers',
    'tool',
    { demand: 0.4 },
  ),
  tool(
    'opening-tools',
    {
      sv: 'Öppningsverktyg plast 10-pack',
      no: 'Åpningsverktøy plast 10-pk',
      da: 'Åbningsværktøj plast 10 stk.',
      fi: 'Avaustyökalu muovi 10 kpl',
      nl: 'Openingsgereedschap kunststof 10 stuks',
    },
    3,
    'tool-kits',
    'tool',
    { demand: 0.6 },
  ),
  tool(
    'suction-cup',
    {
      sv: 'Sugkopp för skärmbyte',
      no: 'Sugekopp for skjermbytte',
      da: 'Sugekop til skærmskift',
      fi: 'Imukuppi näytön vaihtoon',
      nl: 'Zuignap voor schermvervanging',
    },
    3.5,
    'tool-kits',
    'tool',
    { demand: 0.5 },
  ),
  tool(
    'heat-plate',
    {
      sv: 'Värmeplatta för skärmseparering',
      no: 'Varmeplate for skjermseparering',
      da: 'Varmeplade til skærmadskillelse',
      fi: 'Lämpölevy näytön irrotukseen',
      nl: 'Verwarmingsplaat voor schermscheiding',
    },
    49,
    'soldering',
    'tool',
    { cartNotice: TWO_PACKAGES, demand: 0.3 },
  ),
  tool(
    'soldering-station',
    {
      sv: 'Lödstation 60 W',
      no: 'Loddestasjon 60 W',
      da: 'Loddestation 60 W',
      fi: 'Juotosasema 60 W',
      nl: 'Soldeerstation 60 W',
    },
    69,
    'soldering',
    'tool',
    { cartNotice: TWO_PACKAGES, demand: 0.3 },
  ),
  tool(
    'esd-tweezers',
    {
      sv: 'Pincett ESD antistatisk',
      no: 'Pinsett ESD antistatisk',
      da: 'Pincet ESD antistatisk',
      fi: 'Pinsetti ESD antistaattinen',
      nl: 'Pincet ESD antistatisch',
    },
    5,
    'tool-kits',
    'tool',
    { demand: 0.4 },
  ),
  tool(
    'screw-mat',
    {
      sv: 'Magnetisk skruvmatta',
      no: 'Magnetisk skruematte',
      da: 'Magnetisk skruemåtte',
      fi: 'Magneettinen ruuvimatto',
      nl: 'Magnetische schroevenmat',
    },
    11,
    'tool-kits',
    'tool',
    { demand: 0.3 },
  ),
  tool(
    'multimeter',
    {
      sv: 'Multimeter digital',
      no: 'Digitalt multimeter',
      da: 'Digitalt multimeter',
      fi: 'Digitaalinen yleismittari',
      nl: 'Digitale multimeter',
    },
    22,
    'soldering',
    'tool',
    { demand: 0.2 },
  ),
  tool(
    'b7000-glue',
    {
      sv: 'Lim B-7000 15 ml',
      no: 'Lim B-7000 15 ml',
      da: 'Lim B-7000 15 ml',
      fi: 'Liima B-7000 15 ml',
      nl: 'Lijm B-7000 15 ml',
    },
    3,
    'adhesives',
    'bottle',
    { demand: 0.7, subscriptionIntervals: ['1-month', '2-months', '3-months'] },
  ),
  tool(
    'double-tape',
    {
      sv: 'Dubbelhäftande tejp 2 mm',
      no: 'Dobbeltsidig tape 2 mm',
      da: 'Dobbeltklæbende tape 2 mm',
      fi: 'Kaksipuolinen teippi 2 mm',
      nl: 'Dubbelzijdige tape 2 mm',
    },
    2.5,
    'adhesives',
    'protector',
    { demand: 0.5, subscriptionIntervals: ['1-month', '2-months', '3-months'] },
  ),
  tool(
    'isopropanol',
    {
      sv: 'Isopropanol 99,9 % 100 ml',
      no: 'Isopropanol 99,9 % 100 ml',
      da: 'Isopropanol 99,9 % 100 ml',
      fi: 'Isopropanoli 99,9 % 100 ml',
      nl: 'Isopropylalcohol 99,9% 100 ml',
    },
    6,
    'adhesives',
    'bottle',
    { demand: 0.4, subscriptionIntervals: ['3-months', '6-months'] },
  ),
  power(
    'charger-20w',
    {
      sv: 'USB-C laddare 20 W',
      no: 'USB-C-lader 20 W',
      da: 'USB-C oplader 20 W',
      fi: 'USB-C-laturi 20 W',
      nl: 'USB-C-oplader 20 W',
    },
    12,
    'chargers',
    'charger',
    { demand: 0.8 },
  ),
  power(
    'gan-65w',
    {
      sv: 'Snabbladdare GaN 65 W',
      no: 'Hurtiglader GaN 65 W',
      da: 'Hurtigoplader GaN 65 W',
      fi: 'Pikalaturi GaN 65 W',
      nl: 'Snellader GaN 65 W',
    },
    34,
    'chargers',
    'charger',
    { demand: 0.5 },
  ),
  power(
    'wireless-15w',
    {
      sv: 'Trådlös laddare 15 W',
      no: 'Trådløs lader 15 W',
      da: 'Trådløs oplader 15 W',
      fi: 'Langaton laturi 15 W',
      nl: 'Draadloze oplader 15 W',
    },
    19,
    'chargers',
    'charger',
    { demand: 0.5 },
  ),
  power(
    'car-charger',
    {
      sv: 'Billaddare USB-C 30 W',
      no: 'Billader USB-C 30 W',
      da: 'Billader USB-C 30 W',
      fi: 'Autolaturi USB-C 30 W',
      nl: 'Autolader USB-C 30 W',
    },
    14,
    'chargers',
    'charger',
    { demand: 0.3 },
  ),
  power(
    'powerbank',
    {
      sv: 'Powerbank 10 000 mAh',
      no: 'Powerbank 10 000 mAh',
      da: 'Powerbank 10.000 mAh',
      fi: 'Varavirtalähde 10 000 mAh',
      nl: 'Powerbank 10.000 mAh',
    },
    24,
    'chargers',
    'battery',
    { demand: 0.5 },
  ),
  power(
    'cable-usbc-lightning',
    {
      sv: 'USB-C till Lightning-kabel 1 m',
      no: 'USB-C til Lightning-kabel 1 m',
      da: 'USB-C til Lightning-kabel 1 m',
      fi: 'USB-C–Lightning-kaapeli 1 m',
      nl: 'USB-C naar Lightning-kabel 1 m',
    },
    9,
    'cables',
    'cable',
    { demand: 0.9 },
  ),
  power(
    'cable-usbc-usbc',
    {
      sv: 'USB-C till USB-C-kabel 2 m',
      no: 'USB-C til USB-C-kabel 2 m',
      da: 'USB-C til USB-C-kabel 2 m',
      fi: 'USB-C–USB-C-kaapeli 2 m',
      nl: 'USB-C naar USB-C-kabel 2 m',
    },
    8,
    'cables',
    'cable',
    { demand: 0.8 },
  ),
  power(
    'cable-usba-usbc',
    {
      sv: 'USB-A till USB-C-kabel 1 m',
      no: 'USB-A til USB-C-kabel 1 m',
      da: 'USB-A til USB-C-kabel 1 m',
      fi: 'USB-A–USB-C-kaapeli 1 m',
      nl: 'USB-A naar USB-C-kabel 1 m',
    },
    6,
    'cables',
    'cable',
    { demand: 0.5 },
  ),
  power(
    'cable-micro-usb',
    {
      sv: 'Micro-USB-kabel 1 m',
      no: 'Micro-USB-kabel 1 m',
      da: 'Micro-USB-kabel 1 m',
      fi: 'Micro-USB-kaapeli 1 m',
      nl: 'Micro-USB-kabel 1 m',
    },
    4,
    'cables',
    'cable',
    { demand: 0.2 },
  ),
  power(
    'cable-braided',
    {
      sv: 'Flätad USB-C-kabel 3 m',
      no: 'Flettet USB-C-kabel 3 m',
      da: 'Flettet USB-C-kabel 3 m',
      fi: 'Punottu USB-C-kaapeli 3 m',
      nl: 'Gevlochten USB-C-kabel 3 m',
    },
    11,
    'cables',
    'cable',
    { variation: 'colour', demand: 0.4 },
  ),
];

/** The cable a free-product coupon adds to the cart. */
export const FREE_CABLE_PART_KEY = 'cable-usbc-lightning';
