import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import '@/platform/metrics/shop-metrics.mjs';
import { DEFAULT_METRICS_PORT, metricsPort, serveMetrics } from '@/server/metrics-server.mjs';

describe('the metrics port (docs/operating.md, OPS-4)', () => {
  it('is 9464 unless set, and 0 or empty turns it off', () => {
    expect(metricsPort({})).toBe(DEFAULT_METRICS_PORT);
    expect(metricsPort({ METRICS_PORT: '9472' })).toBe(9472);
    expect(metricsPort({ METRICS_PORT: '0' })).toBeNull();
    expect(metricsPort({ METRICS_PORT: '' })).toBeNull();
  });

  it('stops the server at start for anything but a port', () => {
    for (const given of ['off', '-1', '70000', '9464 ', 'http://x']) expect(() => metricsPort({ METRICS_PORT: given })).toThrow(/METRICS_PORT/);
  });

  it('serves the metrics at GET /metrics only', async () => {
    const server = await serveMetrics(0, '127.0.0.1');
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const metrics = await fetch(`${origin}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await metrics.text()).toMatch(/^# HELP shop_http_requests_total /m);
      expect((await fetch(`${origin}/`)).status).toBe(404);
      expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
