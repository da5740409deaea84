import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { purgeDecision } from '@/lib/cache-purge';

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
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
