import { revalidateTag } from 'next/cache';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/cache/purge/route';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

function purge(tags: unknown, secret = 's3cret'): Promise<Response> {
  return POST(
    new Request('http://sv.localhost/api/cache/purge', {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
    }),
  );
}

beforeEach(() => {
  vi.stubEnv('PURGE_SECRET', 's3cret');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.mocked(revalidateTag).mockClear();
});

describe('POST /api/cache/purge', () => {
  it('expires each tag at once, so the next request renders the page again rather than serving it stale', async () => {
    const response = await purge(['catalog:sv', 'deal']);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ purged: ['catalog:sv', 'deal'] });
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ['catalog:sv', { expire: 0 }],
      ['deal', { expire: 0 }],
    ]);
  });

  it('purges nothing for a wrong secret or an unknown tag, and says which', async () => {
    expect((await purge(['catalog:sv'], 'wrong')).status).toBe(401);
    const unknown = await purge(['catalog:sv', 'catalog:se']);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'Unknown cache tag: catalog:se' });
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
