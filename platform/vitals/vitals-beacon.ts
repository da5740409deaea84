import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/**
 * The browser's half of field vitals, loaded after the page has loaded (platform/vitals/start-field-vitals.ts)
 * so web-vitals is in no page's first load. web-vitals measures the page load, not the client-side
 * navigations after it, so every vital is the landing page's, named by the path it was loaded at.
 */

export const VITALS_ENDPOINT = '/api/vitals';

/**
 * All a beacon carries: the path and each vital's value. No web-vitals `id`, no cookie (the request is
 * sent without credentials), nothing stored: no shopper or page load can be told from another, which
 * is why it needs no consent (decision 0048).
 */
export interface VitalsBeacon {
  path: string;
  vitals: { name: Metric['name']; value: number }[];
}

type Reporter = (callback: (metric: Metric) => void) => void;

const REPORTERS: readonly Reporter[] = [onLCP, onINP, onCLS, onTTFB, onFCP];

function post(beacon: VitalsBeacon): void {
  // keepalive lets the request outlive the page that is going away; sendBeacon would send the cookies.
  fetch(VITALS_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(beacon),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/**
 * Sends each vital once, as the page is hidden (or left), together with whatever else is known by
 * then: one request per page load in most cases. web-vitals reports LCP, INP and CLS on that same
 * hiding, from its listener on the window, which runs before this one on the document.
 */
export function reportFieldVitals(reporters: readonly Reporter[] = REPORTERS, send: (beacon: VitalsBeacon) => void = post): void {
  const path = location.pathname;
  const pending = new Map<Metric['name'], number>();
  const sent = new Set<Metric['name']>();
  const flush = () => {
    if (pending.size === 0) return;
    const vitals = [...pending].map(([name, value]) => ({ name, value }));
    for (const name of pending.keys()) sent.add(name);
    pending.clear();
    send({ path, vitals });
  };
  for (const report of reporters) {
    report((metric) => {
      if (!sent.has(metric.name)) pending.set(metric.name, metric.value);
    });
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
