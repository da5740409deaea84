import type { RedisClientType } from 'redis';

export const REDIS_TIMEOUT_MS: number;
export function withinRedisTimeout<T>(work: Promise<T>): Promise<T>;
export function reconnectDelayMs(retries: number): number;
export function connectRedis(url: string): RedisClientType;
export function redisClient(env?: Record<string, string | undefined>): RedisClientType | null;
