export interface ClusterShop {
  name: string;
  port: number;
  metricsPort: number;
}
export function prometheusConfig(cluster: {
  shops: Pick<ClusterShop, 'name' | 'metricsPort'>[];
  haproxyMetricsPort: number;
  redisExporterPort: number;
  rulesFile: string;
}): {
  global: { scrape_interval: string; evaluation_interval: string };
  rule_files: string[];
  scrape_configs: { job_name: string; static_configs: { targets: string[]; labels?: Record<string, string> }[] }[];
};
export function clusterPorts(
  clusterPort: number,
  instances: number,
): { balancer: number; shops: ClusterShop[]; control: number; haproxyMetrics: number; redisExporter: number; prometheus: number };
