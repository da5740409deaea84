import type { ShippingKind, StockStatus } from '@/platform/api/types';
import type { Localized } from '@/mocks/data/localized';

/** One shipping processor per storefront: the carrier's system and its own codes for each kind. */
export interface ShippingProcessor {
  processor: string;
  carrier: string;
  externalIds: Readonly<Record<ShippingKind, string>>;
}

export const SHIPPING_PROCESSORS: Localized<ShippingProcessor> = {
  sv: { processor: 'postnord', carrier: 'PostNord', externalIds: { 'service-point': '19', 'parcel-locker': '19-BOX', home: '17' } },
  no: { processor: 'posten', carrier: 'Posten', externalIds: { 'service-point': '5800', 'parcel-locker': '5800-PB', home: '5600' } },
  da: { processor: 'gls', carrier: 'GLS', externalIds: { 'service-point': 'SHOP', 'parcel-locker': 'LOCKER', home: 'PRIVATE' } },
  fi: { processor: 'posti', carrier: 'Posti', externalIds: { 'service-point': '2103', 'parcel-locker': '2103-PA', home: '2104' } },
  nl: { processor: 'postnl', carrier: 'PostNL', externalIds: { 'service-point': '3533', 'parcel-locker': '3533-PA', home: '3085' } },
};

/** The order in which methods are offered. */
export const OFFERED_KINDS: readonly ShippingKind[] = ['service-point', 'parcel-locker', 'home'];

/** Prices with VAT in minor units (öre, cent): sv/no/da whole kronor, fi/nl with cents. */
export const SHIPPING_PRICES: Localized<Readonly<Record<ShippingKind, number>>> = {
  sv: { 'service-point': 4900, 'parcel-locker': 3900, home: 8900 },
  no: { 'service-point': 6900, 'parcel-locker': 5900, home: 11900 },
  da: { 'service-point': 3900, 'parcel-locker': 3500, home: 5900 },
  fi: { 'service-point': 590, 'parcel-locker': 490, home: 990 },
  nl: { 'service-point': 495, 'parcel-locker': 395, home: 695 },
};

/** From this total of the lines after discount (minor units, VAT included) pick-up shipping is free: what each storefront promises in its header and store message. */
export const FREE_SHIPPING_FROM: Localized<number> = { sv: 49900, no: 54900, da: 39900, fi: 4900, nl: 4900 };

/** Only pick-up is free from the threshold; a driver to the door always costs. */
export const FREE_FROM_THRESHOLD: Readonly<Record<ShippingKind, boolean>> = { 'service-point': true, 'parcel-locker': true, home: false };

/** The carrier's own days on the road. */
export const CARRIER_DAYS: Readonly<Record<ShippingKind, { min: number; max: number }>> = {
  'service-point': { min: 1, max: 3 },
  'parcel-locker': { min: 1, max: 2 },
  home: { min: 2, max: 4 },
};

/**
 * Days the parcel waits for its slowest line before it leaves. An out-of-stock line is not sold, but
 * a cart kept from before the stock ran out may still hold one: it waits like a back order.
 */
export const STOCK_WAIT_DAYS: Readonly<Record<StockStatus, number>> = {
  'in-stock': 0,
  'back-order-quick': 3,
  'back-order-slow': 4,
  'back-order': 5,
  'out-of-stock': 5,
  presale: 10,
};

/**
 * The seeded rule for remote areas: postal codes starting with 9 (northern Sweden and Norway, northern
 * Jutland, Lapland, Groningen and Friesland) get no home delivery.
 */
export const NO_HOME_DELIVERY_PREFIX = '9';

/** The carrier's own tracking page for a parcel number. */
export const TRACKING_URLS: Localized<(trackingNumber: string) => string> = {
  sv: (number) => `https://www.postnord.se/vara-verktyg/spara-brev-paket-och-pall?shipmentId=${encodeURIComponent(number)}`,
  no: (number) => `https://sporing.posten.no/sporing/${encodeURIComponent(number)}`,
  da: (number) => `https://gls-group.com/DK/da/find-pakke?match=${encodeURIComponent(number)}`,
  fi: (number) => `https://www.posti.fi/fi/seuranta#/lahetys/${encodeURIComponent(number)}`,
  nl: (number) => `https://jouw.postnl.nl/track-and-trace/${encodeURIComponent(number)}`,
};
