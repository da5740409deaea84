import { register } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { receiveFieldVitals } from '@/platform/vitals/receive';

const ORIGIN = 'http://sv.localhost:3000';

function beacon(body: unknown, { client = '192.0.2.1', origin = ORIGIN, raw }: { client?: string; origin?: string; raw?: string } = {}): Request {
  return new Request(`${ORIGIN}/api/vitals`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, host: 'sv.localhost:3000', 'x-forwarded-for': client },
    body: raw ?? JSON.stringify(body),
  });
}

/** A counter's value, or a histogram's `_count`, for the labels given. */
async function metricValue(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await register.getSingleMetric(name)?.get();
  // A histogram's values carry the series they belong to (`_bucket`, `_sum`, `_count`); a counter's do not.
  const counted = (value: object) => !('metricName' in value) || value.metricName === `${name}_count`;
  const matches = metric?.values.filter((value) => counted(value) && Object.entries(labels).every(([key, wanted]) => value.labels[key] === wanted)) ?? [];
  return matches.reduce((sum, value) => sum + value.value, 0);
}

describe('the field vitals endpoint', () => {
  it("observes a storefront page's vitals in the histograms, by page type and storefront", async () => {
    const lcpBefore = await metricValue('shop_web_vitals_seconds', { metric: 'LCP', page: '/[locale]/product/[slug]', storefront: 'sv' });
    const response = await receiveFieldVitals(
      beacon({
        path: '/produkt/iphone-13-skarm',
        vitals: [
          { name: 'LCP', value: 1800 },
          { name: 'CLS', value: 0.02 },
        ],
      }),
    );
    expect(response.status).toBe(204);
    expect(await metricValue('shop_web_vitals_seconds', { metric: 'LCP', page: '/[locale]/product/[slug]', storefront: 'sv' })).toBe(lcpBefore + 1);
    const text = await register.metrics();
    expect(text).toContain('shop_web_vitals_seconds_bucket{le="2.5",metric="LCP",page="/[locale]/product/[slug]",storefront="sv"}');
    expect(text).toMatch(/shop_web_vitals_cls_bucket\{le="0.05",page="\/\[locale\]\/product\/\[slug\]",storefront="sv"\} [1-9]/);
    expect(text).toMatch(/shop_web_vitals_reports_total\{outcome="accepted"\} [1-9]/);
  });

  it('refuses a beacon from a foreign page, one over the body cap and one that is no beacon, and counts each', async () => {
    const refusedBefore = await metricValue('shop_web_vitals_reports_total', { outcome: 'refused' });
    const malformedBefore = await metricValue('shop_web_vitals_reports_total', { outcome: 'malformed' });
    expect((await receiveFieldVitals(beacon({ path: '/', vitals: [] }, { client: '192.0.2.2', origin: 'https://evil.example' }))).status).toBe(403);
    expect(
      (await receiveFieldVitals(beacon(null, { client: '192.0.2.2', raw: JSON.stringify({ path: '/', vitals: [], pad: 'x'.repeat(4096) }) }))).status,
    ).toBe(413);
    expect((await receiveFieldVitals(beacon({ vitals: [] }, { client: '192.0.2.2' }))).status).toBe(400);
    expect(await metricValue('shop_web_vitals_reports_total', { outcome: 'refused' })).toBe(refusedBefore + 2);
    expect(await metricValue('shop_web_vitals_reports_total', { outcome: 'malformed' })).toBe(malformedBefore + 1);
  });

  it('takes 60 beacons a minute from one client, then answers 429', async () => {
    const answers = [];
    for (let sent = 0; sent < 61; sent += 1) answers.push((await receiveFieldVitals(beacon({ path: '/', vitals: [] }, { client: '192.0.2.3' }))).status);
    expect(answers.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(answers[60]).toBe(429);
    expect((await receiveFieldVitals(beacon({ path: '/', vitals: [] }, { client: '192.0.2.4' }))).status).toBe(204);
  });
});
