import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { purgeDecision } from '@/platform/cache/cache-purge';
import { SMALL_BODY_LIMIT } from '@/platform/http/body-limits';
import { readCappedBody } from '@/platform/http/capped-body';
import { parseJsonBody } from '@/platform/http/request-guard';

/** A list of cache tags is a few hundred bytes: a longer body is read no further and counts as none. */
async function jsonBody(request: Request): Promise<unknown> {
  const body = await readCappedBody(request, SMALL_BODY_LIMIT);
  if (!body.ok) return null;
  const parsed = parseJsonBody(body.text);
  return parsed.ok ? parsed.body : null;
}

/**
 * Purges cache tags at once (README, Purging): `expire: 0` rather than `'max'`, so the next request
 * for a purged page waits for a fresh render instead of getting the old page once more (decision 0006).
 */
export async function POST(request: Request) {
  const decision = purgeDecision(process.env.PURGE_SECRET, request.headers.get('authorization'), await jsonBody(request));
  switch (decision.kind) {
    case 'disabled':
      return new NextResponse(null, { status: 404 });
    case 'unauthorized':
      return NextResponse.json({ error: 'unauthorized' }, { status: 401 });
    case 'invalid':
      return NextResponse.json({ error: decision.message }, { status: 400 });
    case 'purge':
      for (const tag of decision.tags) revalidateTag(tag, { expire: 0 });
      return NextResponse.json({ purged: decision.tags });
  }
}
