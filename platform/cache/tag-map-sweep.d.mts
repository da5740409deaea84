import type { RedisClientType } from 'redis';

export const TAG_MAP_KEY: string;
export const EXPIRY_MAP_KEY: string;
export const SWEEP_FIELDS: number;
export function sweepTagMaps(client: RedisClientType, keyPrefix: string, cursor?: string): Promise<string>;
