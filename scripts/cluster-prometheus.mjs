/**
 * The cluster's Prometheus configuration (docs/operating.md, OPS-25), made from the instance list by
 * scripts/cluster.mjs: every instance's metrics port (job `shop`), HAProxy's exporter (`haproxy`) and
 * the Redis exporter (`redis`), with the alert rules of cluster/alerts.yml. JSON is YAML, so the
 * object is written as it is.
 */

/** Often enough that an alert's `for` means what it says on a cluster that lives minutes. */
const SCRAPE_INTERVAL = '5s';

/**
 * @param {{ shops: { name: string; metricsPort: number }[]; haproxyMetricsPort: number; redisExporterPort: number; rulesFile: string }} cluster
 */
export function prometheusConfig({ shops, haproxyMetricsPort, redisExporterPort, rulesFile }) {
  return {
    global: { scrape_interval: SCRAPE_INTERVAL, evaluation_interval: SCRAPE_INTERVAL },
    rule_files: [rulesFile],
    scrape_configs: [
      {
        job_name: 'shop',
        static_configs: shops.map(({ name, metricsPort }) => ({ targets: [`127.0.0.1:${metricsPort}`], labels: { shop: name } })),
      },
      { job_name: 'haproxy', static_configs: [{ targets: [`127.0.0.1:${haproxyMetricsPort}`] }] },
      { job_name: 'redis', static_configs: [{ targets: [`127.0.0.1:${redisExporterPort}`] }] },
    ],
  };
}

/**
 * Where each part of a cluster on `clusterPort` listens: all within clusterPort..clusterPort+19, so
 * that two clusters 100 ports apart never meet.
 * @param {number} clusterPort
 * @param {number} instances
 */
export function clusterPorts(clusterPort, instances) {
  const shops = Array.from({ length: instances }, (_, index) => ({
    name: `shop${index + 1}`,
    port: clusterPort + 1 + index,
    metricsPort: clusterPort + 11 + index,
  }));
  return {
    balancer: clusterPort,
    shops,
    control: clusterPort + 9,
    haproxyMetrics: clusterPort + 14,
    redisExporter: clusterPort + 15,
    prometheus: clusterPort + 16,
  };
}
