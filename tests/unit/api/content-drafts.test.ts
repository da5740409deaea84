import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchContentPage, fetchContentPageDraft } from '@/platform/api/calls/content';
import { BACKEND, startMockBackend } from '../mocks/backend';

startMockBackend();
beforeAll(() => vi.stubEnv('API_BASE_URL', BACKEND));
afterAll(() => vi.unstubAllEnvs());

/** The URL and init of each fetch the calls make. */
function watchFetch() {
  const spy = vi.spyOn(globalThis, 'fetch');
  return (path: string) => {
    const call = spy.mock.calls.find(([input]) => new URL(String(input)).pathname === path);
    if (!call) throw new Error(`no fetch of ${path}`);
    return call[1] as RequestInit & { next?: { tags: string[] } };
  };
}

describe("content page drafts (the editors' preview)", () => {
  it("are read from the backend's draft path and never from or into a cache", async () => {
    const initOf = watchFetch();
    const draft = await fetchContentPageDraft('fi', 'asiakaspalvelu/yhteystiedot');
    expect(draft).toMatchObject({ ok: true, data: { slug: 'asiakaspalvelu/yhteystiedot' } });
    const init = initOf('/api/page-drafts/asiakaspalvelu/yhteystiedot');
    expect(init.cache).toBe('no-store');
    expect(init.next).toBeUndefined();
  });

  it('differ from the published page, which alone carries the content tags', async () => {
    const initOf = watchFetch();
    const [published, draft] = await Promise.all([fetchContentPage('sv', 'om-oss'), fetchContentPageDraft('sv', 'om-oss')]);
    if (!published.ok || !draft.ok) throw new Error('the mock backend did not answer');
    expect(draft.data.title).not.toBe(published.data.title);
    expect(initOf('/api/pages/om-oss').next?.tags).toEqual(['content', 'content:sv']);
  });
});
