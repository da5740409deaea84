import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * Tracking configuration per deployment (README, Configuration). Build-time, like the storefront
 * domains: `next.config.ts` writes these into every bundle, so the browser, which loads the tags,
 * and the proxy, whose content security policy must allow them, read the same values. Each variable
 * is named in full below because only literal `process.env.NAME` reads are replaced at build.
 */
export interface TrackingEnv {
  tagManagerIds: Readonly<Record<StorefrontCode, string | undefined>>;
  tagManagerOrigin: string | undefined;
  recommendationTrackingUrl: string | undefined;
  recommendationWebsiteIds: Readonly<Record<StorefrontCode, string | undefined>>;
}

const BUILT_TRACKING_ENV: TrackingEnv = {
  tagManagerIds: {
    sv: process.env.TAG_MANAGER_ID_SV,
    no: process.env.TAG_MANAGER_ID_NO,
    da: process.env.TAG_MANAGER_ID_DA,
    fi: process.env.TAG_MANAGER_ID_FI,
    nl: process.env.TAG_MANAGER_ID_NL,
  },
  tagManagerOrigin: process.env.TAG_MANAGER_ORIGIN,
  recommendationTrackingUrl: process.env.RECOMMENDATION_TRACKING_URL,
  recommendationWebsiteIds: {
    sv: process.env.RECOMMENDATION_WEBSITE_ID_SV,
    no: process.env.RECOMMENDATION_WEBSITE_ID_NO,
    da: process.env.RECOMMENDATION_WEBSITE_ID_DA,
    fi: process.env.RECOMMENDATION_WEBSITE_ID_FI,
    nl: process.env.RECOMMENDATION_WEBSITE_ID_NL,
  },
};

/** Google's own host; a server-side tagging set-up names its first-party origin instead. */
const GOOGLE_TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** Hosts Google's tags load from and report to (Google's CSP guide for Tag Manager and GA4). */
const GOOGLE_TAG_HOSTS = {
  scripts: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** https, or plain http on this machine's loopback (the mocked set-up and its tests). */
function trustedOrigin(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url : null;
  } catch {
    return null;
  }
}

export interface TagManager {
  containerId: string;
  /** Where `gtm.js` is loaded from, without a trailing slash. */
  origin: string;
}

/** The storefront's tag manager container, or null: unset or malformed means no tag loads at all. */
export function tagManagerFor(storefront: StorefrontCode, env: TrackingEnv = BUILT_TRACKING_ENV): TagManager | null {
  const containerId = env.tagManagerIds[storefront]?.trim();
  if (!containerId || !/^GTM-[A-Z0-9]{4,12}$/.test(containerId)) return null;
  const origin = env.tagManagerOrigin ? trustedOrigin(env.tagManagerOrigin)?.origin : GOOGLE_TAG_MANAGER_ORIGIN;
  return origin ? { containerId, origin } : null;
}

export interface RecommendationTracking {
  url: string;
  websiteId: string;
}

/** The recommendation provider's tracking call for the storefront, or null when it is not configured. */
export function recommendationTrackingFor(storefront: StorefrontCode, env: TrackingEnv = BUILT_TRACKING_ENV): RecommendationTracking | null {
  const url = trustedOrigin(env.recommendationTrackingUrl);
  const websiteId = env.recommendationWebsiteIds[storefront]?.trim();
  if (!url || !websiteId || !/^[\w-]{1,64}$/.test(websiteId)) return null;
  return { url: url.toString(), websiteId };
}

export interface TrackingOrigins {
  scripts: readonly string[];
  connect: readonly string[];
  images: readonly string[];
}

/**
 * What the content security policy must allow for the tracking configured in any storefront: the
 * tag manager's hosts (Google's, or the first-party tagging origin) and the recommendation provider.
 */
export function trackingOrigins(env: TrackingEnv = BUILT_TRACKING_ENV): TrackingOrigins {
  const managers = (Object.keys(env.tagManagerIds) as StorefrontCode[]).flatMap((code) => tagManagerFor(code, env) ?? []);
  const recommendation = (Object.keys(env.recommendationWebsiteIds) as StorefrontCode[]).flatMap((code) => recommendationTrackingFor(code, env) ?? []);
  const tagHosts = (origin: string) => (origin === GOOGLE_TAG_MANAGER_ORIGIN ? GOOGLE_TAG_HOSTS : { scripts: [origin], connect: [origin], images: [origin] });
  const hosts = [...new Set(managers.map((manager) => manager.origin))].map(tagHosts);
  const unique = (values: string[]) => [...new Set(values)];
  return {
    scripts: unique(hosts.flatMap((host) => host.scripts)),
    connect: unique([...hosts.flatMap((host) => host.connect), ...recommendation.map((tracking) => new URL(tracking.url).origin)]),
    images: unique(hosts.flatMap((host) => host.images)),
  };
}
