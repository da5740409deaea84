import type { Server } from 'node:http';

export const DEFAULT_METRICS_PORT: number;
export function metricsPort(env?: Record<string, string | undefined>): number | null;
export function serveMetrics(port: number, host: string): Promise<Server>;
