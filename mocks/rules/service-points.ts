import type { ServicePoint } from '@/platform/api/types';
import { getStorefront, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { randomFor, type Random } from '@/mocks/data/random';
import { PLACE_NAMES } from '@/mocks/data/service-points';
import { SHIPPING_PROCESSORS } from '@/mocks/data/shipping';
import { isPostalCodeOf } from '@/mocks/rules/shipping-methods';

export type PointKind = ServicePoint['kind'];

const POINTS_SHOWN = 5;
const KIND_SEED: Readonly<Record<PointKind, number>> = { 'service-point': 1, 'parcel-locker': 2 };
const POINT_ID = /^([a-z]+)-(service-point|parcel-locker)-([0-9A-Z]+)-\d+$/;

const compact = (postalCode: string) => postalCode.replace(/\s+/g, '').toUpperCase();

/** The postal code as the country writes it: `118 53` in Sweden, `1012 AB` in the Netherlands. */
function written(locale: StorefrontCode, code: string): string {
  if (locale === 'sv') return `${code.slice(0, 3)} ${code.slice(3)}`;
  if (locale === 'nl') return `${code.slice(0, 4)} ${code.slice(4)}`;
  return code;
}

/** FNV-1a: a stable number for a postal code, so its points are the same on every run. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash;
}

function shuffled<T>(random: Random, values: readonly T[]): T[] {
  return values
    .map((value) => ({ value, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ value }) => value);
}

function pick<T>(random: Random, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick needs at least one value');
  return value;
}

/**
 * The five points of that kind nearest to a valid postal code, nearest first, seeded from the code:
 * shops (or the carrier's lockers) in parts of town any city has, in the city its first digit points
 * to, each a few hundred metres further than the last.
 */
export function nearestServicePoints(locale: StorefrontCode, postalCode: string, kind: PointKind): ServicePoint[] {
  const code = compact(postalCode);
  const names = PLACE_NAMES[locale];
  const random = randomFor(hashOf(code), KIND_SEED[kind], getStorefront(locale).storeId);
  const districts = shuffled(random, names.districts).slice(0, POINTS_SHOWN);
  let distance = 0;
  return districts.map((district, index) => {
    distance += 150 + Math.floor(random() * 700);
    const owner = kind === 'parcel-locker' ? names.locker : pick(random, names.shops);
    return {
      id: `${SHIPPING_PROCESSORS[locale].processor}-${kind}-${code}-${index + 1}`,
      kind,
      name: `${owner} ${district}`,
      street: `${pick(random, names.streets)} ${1 + Math.floor(random() * 60)}`,
      postal_code: written(locale, code),
      city: names.cities[Number(code.charAt(0))] ?? '',
      distance_m: distance,
      opening_hours: kind === 'parcel-locker' ? names.lockerHours : names.shopHours,
    };
  });
}

/** The point an id names (`postnord-service-point-11853-2`), found again from the postal code it carries. */
export function servicePointById(locale: StorefrontCode, id: string): ServicePoint | undefined {
  const [, processor, kind, code] = POINT_ID.exec(id) ?? [];
  if (processor !== SHIPPING_PROCESSORS[locale].processor || (kind !== 'service-point' && kind !== 'parcel-locker') || !code) return undefined;
  const postalCode = written(locale, code);
  if (!isPostalCodeOf(locale, postalCode)) return undefined;
  return nearestServicePoints(locale, postalCode, kind).find((point) => point.id === id);
}
