import { normalHost } from '@/platform/http/host-name.mjs';
import { routeOf } from '@/platform/routing/route-of';
import { ROUTES } from '@/platform/routing/route-table';
import { internalPathname } from '@/platform/routing/storefront-path';
import { storefrontFromRequest } from '@/platform/i18n/storefront-from-request';
import { STOREFRONT_CODES, STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * Field Web Vitals (docs/operating.md, OPS-40..44): what a page's beacon may say, and what the shop
 * makes of it. Every label comes from a fixed list and every value is bounded, so nothing a client
 * sends can add a time series or an absurd observation to the metrics.
 */

/** The timings, in seconds in the metrics (web-vitals reports milliseconds), and the layout shift score. */
export type VitalName = 'LCP' | 'INP' | 'TTFB' | 'FCP' | 'CLS';
export const VITAL_NAMES: readonly VitalName[] = ['LCP', 'INP', 'TTFB', 'FCP', 'CLS'];

/**
 * The ceilings an observation is clamped to: a minute is longer than any shopper waits for a paint,
 * and a layout shift score of 10 is ten full screens moved. Beyond them a value says only "very bad".
 */
export const MAX_TIMING_SECONDS = 60;
export const MAX_LAYOUT_SHIFT = 10;

/** The longest path a beacon may name: longer than any of the shop's, shorter than the body cap. */
export const MAX_PATH_LENGTH = 1024;

/** The label of a page no route of the table answers, and of a host that is no storefront's. */
export const OTHER_PAGE = 'other';
export const NO_STOREFRONT = 'none';

/** Every page label: the table's pages (never a handler), by their folder path, or `other`. */
export const PAGE_LABELS: readonly string[] = [...ROUTES.filter((route) => route.rendering !== 'handler').map((route) => route.path), OTHER_PAGE];
export const STOREFRONT_LABELS: readonly string[] = [...STOREFRONT_CODES, NO_STOREFRONT];

export interface VitalObservation {
  name: VitalName;
  /** Seconds for a timing, the score for CLS, within its ceiling. */
  value: number;
}

export interface FieldReport {
  page: string;
  storefront: StorefrontCode | typeof NO_STOREFRONT;
  observations: VitalObservation[];
}

const DOMAINS = STOREFRONT_CODES.map((code) => ({ code, host: normalHost(STOREFRONTS[code].domain) }));

function isVitalName(value: unknown): value is VitalName {
  return typeof value === 'string' && (VITAL_NAMES as readonly string[]).includes(value);
}

/** One reported value as the metrics keep it, or null when it is no measurement at all. */
export function observation(name: VitalName, value: unknown): VitalObservation | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  if (name === 'CLS') return { name, value: Math.min(value, MAX_LAYOUT_SHIFT) };
  return { name, value: Math.min(value / 1000, MAX_TIMING_SECONDS) };
}

/** The page a storefront path is, as the route table names it: `/[locale]/product/[slug]`, or `other`. */
export function pageOf(host: string | null, path: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return OTHER_PAGE;
  }
  if (!decoded.startsWith('/') || decoded.includes('%') || routeOf(decoded)?.rendering === 'handler') return OTHER_PAGE;
  const { storefront, pathname } = storefrontFromRequest(host, decoded);
  const route = routeOf(internalPathname(storefront, pathname));
  return route && route.rendering !== 'handler' ? route.path : OTHER_PAGE;
}

/** The storefront whose domain a request named, or `none` for any other host. */
export function storefrontLabel(host: string | null): FieldReport['storefront'] {
  return DOMAINS.find((domain) => domain.host !== null && domain.host === host)?.code ?? NO_STOREFRONT;
}

/**
 * A beacon's body (`{ path, vitals: [{ name, value }] }`) as labels and observations, or null when it
 * is no beacon. Each vital counts once; unknown names and values that measure nothing are left out.
 */
export function fieldReport(body: unknown, host: string | null): FieldReport | null {
  if (typeof body !== 'object' || body === null) return null;
  const { path, vitals } = body as { path?: unknown; vitals?: unknown };
  if (typeof path !== 'string' || path.length > MAX_PATH_LENGTH || !Array.isArray(vitals) || vitals.length > VITAL_NAMES.length) return null;
  const observations = new Map<VitalName, VitalObservation>();
  for (const entry of vitals as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name, value } = entry as { name?: unknown; value?: unknown };
    if (!isVitalName(name) || observations.has(name)) continue;
    const observed = observation(name, value);
    if (observed) observations.set(name, observed);
  }
  return { page: pageOf(host, path), storefront: storefrontLabel(host), observations: [...observations.values()] };
}
