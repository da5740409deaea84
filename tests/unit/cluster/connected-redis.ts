import type { RedisClientType } from 'redis';
import { afterAll, beforeAll, vi } from 'vitest';
import { connectRedis } from '@/platform/cache/redis-client.mjs';
import { startTestRedis, type TestRedis } from '../../redis-server';

/** A Redis server of the test file's own and the shop's client connected to it, for the whole file. */
export function useConnectedRedis(): { readonly redis: TestRedis; readonly client: RedisClientType } {
  let redis: TestRedis | undefined;
  let client: RedisClientType | undefined;
  beforeAll(async () => {
    redis = await startTestRedis();
    client = connectRedis(redis.url);
    await vi.waitUntil(() => client!.isReady, { timeout: 5000, interval: 20 });
  });
  afterAll(async () => {
    client?.destroy();
    await redis?.close();
  });
  return {
    get redis() {
      return redis!;
    },
    get client() {
      return client!;
    },
  };
}
