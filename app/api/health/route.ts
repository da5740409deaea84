import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextResponse } from 'next/server';
import { redisClient } from '@/platform/cache/redis-client.mjs';

export const dynamic = 'force-dynamic';

export type CacheHealth = 'redis' | 'memory';

let build: string | undefined;
function buildId(): string {
  build ??= readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  return build;
}

/**
 * The load balancer's health check, and where an operator sees what an instance runs: its build
 * (every instance behind one load balancer must serve the same), and its cache: `redis` when it
 * shares Redis with the others, `memory` when it runs alone or Redis cannot answer (decision
 * 0013). The instance is healthy either way: the cache never takes it out.
 */
export function GET() {
  const client = redisClient();
  const cache: CacheHealth = client?.isReady ? 'redis' : 'memory';
  return NextResponse.json(
    { status: 'ok', build: buildId(), cache, redis: client ? (client.isReady ? 'connected' : 'unreachable') : 'not configured' },
    { headers: { 'cache-control': 'no-store' } },
  );
}
