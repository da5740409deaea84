import type { RedisClientType } from 'redis';

export const PURGE_TIMES_KEY: string;
export function notePurge(client: RedisClientType, keyPrefix: string, tag: string, at?: number): Promise<number>;
export function purgedSince(client: RedisClientType, keyPrefix: string, tags: string[], since: number): Promise<boolean>;
