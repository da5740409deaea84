import { NextResponse } from 'next/server';
import { redisClient } from '@/lib/redis/redis-client.mjs';

export const dynamic = 'force-dynamic';

export type CacheHealth = 'redis' | 'memory';

/**
 * The load balancer's health check, and where an operator sees which cache an instance serves
 * from: `redis` when it shares Redis with the others, `memory` when it runs alone or Redis cannot
 * answer (decision 0013). The instance is healthy either way: the cache never takes it out.
 */
export function GET() {
  const client = redisClient();
  const cache: CacheHealth = client?.isReady ? 'redis' : 'memory';
  return NextResponse.json(
    { status: 'ok', cache, redis: client ? (client.isReady ? 'connected' : 'unreachable') : 'not configured' },
    { headers: { 'cache-control': 'no-store' } },
  );
}
