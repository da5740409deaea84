import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clusterPorts, prometheusConfig } from '@/scripts/cluster-prometheus.mjs';
import { headingAnchors, ROOT } from '../doc-references';

/** Debian's promtool (`apt-get install -y prometheus`; .ci/run installs it). */
function promtool(...args: string[]): string {
  return execFileSync('promtool', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const rules = readFileSync(join(ROOT, 'cluster/alerts.yml'), 'utf8');

describe('the alert rules (docs/operating.md, OPS-30..34)', () => {
  it("fire on promtool's synthetic series, and only there", () => {
    expect(promtool('test', 'rules', 'cluster/alerts.test.yml')).toMatch(/SUCCESS/);
  });

  it('are the five of the runbook, each naming its entry', () => {
    const alerts = [...rules.matchAll(/^\s+- alert: (\w+)$/gm)].map((match) => match[1]);
    expect(alerts).toEqual(['ShopServerErrorsRising', 'ShopBackendErrors', 'ShopCacheHitRatioFalling', 'ShopRedisDown', 'ShopInstanceDown']);
    const runbook = headingAnchors(readFileSync(join(ROOT, 'docs/operating.md'), 'utf8'));
    const entries = [...rules.matchAll(/runbook: docs\/operating\.md#([\w-]+)/g)].map((match) => match[1]!);
    expect(entries).toHaveLength(alerts.length);
    for (const entry of entries) expect(runbook, entry).toContain(entry);
  });
});

describe("the cluster's Prometheus (docs/operating.md, OPS-25)", () => {
  it('scrapes every instance, HAProxy and the Redis exporter, within the cluster’s 20 ports', () => {
    const ports = clusterPorts(8180, 3);
    const config = prometheusConfig({
      shops: ports.shops,
      haproxyMetricsPort: ports.haproxyMetrics,
      redisExporterPort: ports.redisExporter,
      rulesFile: 'alerts.yml',
    });
    expect(Object.fromEntries(config.scrape_configs.map((job) => [job.job_name, job.static_configs.flatMap((target) => target.targets)]))).toEqual({
      shop: ['127.0.0.1:8191', '127.0.0.1:8192', '127.0.0.1:8193'],
      haproxy: ['127.0.0.1:8194'],
      redis: ['127.0.0.1:8195'],
    });
    const used = [
      ports.balancer,
      ports.control,
      ports.haproxyMetrics,
      ports.redisExporter,
      ports.prometheus,
      ...ports.shops.flatMap((shop) => [shop.port, shop.metricsPort]),
    ];
    expect(new Set(used).size).toBe(used.length);
    for (const port of used) expect(port - 8180).toSatisfy((offset: number) => offset >= 0 && offset < 20);
  });

  it('is a configuration Prometheus takes, with the rules', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prometheus-config-'));
    try {
      const ports = clusterPorts(8080, 2);
      const config = prometheusConfig({
        shops: ports.shops,
        haproxyMetricsPort: ports.haproxyMetrics,
        redisExporterPort: ports.redisExporter,
        rulesFile: join(ROOT, 'cluster/alerts.yml'),
      });
      writeFileSync(join(dir, 'prometheus.yml'), JSON.stringify(config));
      expect(promtool('check', 'config', join(dir, 'prometheus.yml'))).toMatch(/SUCCESS: 5 rules found/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
