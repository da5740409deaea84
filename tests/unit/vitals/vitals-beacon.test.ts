// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { reportFieldVitals, VITALS_ENDPOINT, type VitalsBeacon } from '@/platform/vitals/vitals-beacon';

type Callback = (metric: Metric) => void;

/** Stand-ins for web-vitals' onLCP, onCLS, ...: the test reports a metric when it likes. */
function fakeReporters() {
  const callbacks: Callback[] = [];
  const reporters = Array.from({ length: 5 }, () => (callback: Callback) => void callbacks.push(callback));
  const report = (name: Metric['name'], value: number) => {
    const metric = {
      name,
      value,
      id: 'v5-1700000000000-1234567890123',
      delta: value,
      rating: 'good',
      navigationType: 'navigate',
      navigationId: 1,
      entries: [],
    };
    for (const callback of callbacks) callback(metric as Metric);
  };
  return { reporters, report };
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('the field vitals beacon', () => {
  it('sends the vitals known when the page is hidden, each once', () => {
    window.history.replaceState(null, '', '/produkt/iphone-13?utm_source=mail');
    const { reporters, report } = fakeReporters();
    const sent: VitalsBeacon[] = [];
    reportFieldVitals(reporters, (beacon) => sent.push(beacon));
    report('TTFB', 120);
    report('LCP', 1800);
    expect(sent).toEqual([]);
    hide();
    report('CLS', 0.02);
    report('LCP', 2100);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([
      {
        path: '/produkt/iphone-13',
        vitals: [
          { name: 'TTFB', value: 120 },
          { name: 'LCP', value: 1800 },
        ],
      },
      { path: '/produkt/iphone-13', vitals: [{ name: 'CLS', value: 0.02 }] },
    ]);
  });

  // Decision 0048: field vitals need no consent because the beacon identifies no one.
  it('carries no identifier and no cookie, and stores nothing, whatever the consent', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const cookieWrite = vi.spyOn(document, 'cookie', 'set');
    window.history.replaceState(null, '', '/kassan');
    const { reporters, report } = fakeReporters();
    reportFieldVitals(reporters);
    report('INP', 64);
    hide();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(VITALS_ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    const body = JSON.parse(String(init.body)) as VitalsBeacon;
    expect(Object.keys(body).sort()).toEqual(['path', 'vitals']);
    expect(body.vitals.every((vital) => Object.keys(vital).sort().join() === 'name,value')).toBe(true);
    expect(String(init.body)).not.toContain('v5-');
    expect(setItem).not.toHaveBeenCalled();
    expect(cookieWrite).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
