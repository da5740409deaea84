import type { Counter, Histogram } from 'prom-client';

export const httpRequests: Counter<'route' | 'storefront' | 'status'>;
export const httpDuration: Histogram<'route' | 'storefront' | 'status'>;
export const pageCacheLookups: Counter<'outcome'>;
export const backendDuration: Histogram<'call' | 'outcome'>;
export const backendErrors: Counter<'call' | 'kind'>;
export const rateLimitRefusals: Counter<'limit'>;
export const cartSyncs: Counter<'outcome'>;
export const orders: Counter<'outcome'>;
export function collectRuntimeMetrics(): void;
export function watchRedis(isReady: () => boolean): void;
