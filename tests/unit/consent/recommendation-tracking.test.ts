import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerRecommendationVisitor } from '@/features/tracking/recommendation-tracking';

const TRACKING = { url: 'https://reco.example/track', websiteId: 'web-1' };

function answer(response: Response | Error) {
  const fetchMock = vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('recommendation tracking (docs/product/consent.md, CNS-7)', () => {
  it('posts the website id with the storefront, without cookies, and keeps the id it answers', async () => {
    const fetchMock = answer(Response.json({ id: 'rt-42' }));
    expect(await registerRecommendationVisitor('fi', TRACKING)).toBe('rt-42');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.toString()).toBe('https://reco.example/track?locale=fi&sid=4');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', body: JSON.stringify({ website_id: 'web-1' }) });
  });

  it.each([
    ['an error status', new Response('down', { status: 503 })],
    ['an answer without an id', Response.json({ id: '' })],
    ['a body that is not JSON', new Response('<html>', { status: 200 })],
    ['a network failure or the 8 s timeout', new Error('aborted')],
  ])('%s is no id, and nothing thrown', async (_, response) => {
    answer(response);
    await expect(registerRecommendationVisitor('sv', TRACKING)).resolves.toBeNull();
  });
});
