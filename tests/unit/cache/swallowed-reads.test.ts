import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentDealOrLastGood, reviewSummaryOrLastGood, widgetOrLastGood } from '@/platform/api/swallowed-reads';
import { reviewSummary } from '@/mocks/data/review-summaries';
import { server } from '@/mocks/node';
import { withMockBackend } from '../mock-backend';

withMockBackend();

const failing = (path: string) => http.get(`*${path}`, () => HttpResponse.json({ error: 'down' }, { status: 500 }));

describe('swallowed reads on cached pages', () => {
  it('a failure before any good answer throws, so the render is not cached as "no deal"', async () => {
    server.use(failing('/api/current-deal'));
    await expect(currentDealOrLastGood('nl')).rejects.toThrow('current deal');
  });

  it('a failure after a good answer gives that answer again', async () => {
    const good = await currentDealOrLastGood('fi');
    expect(good).not.toBeNull();
    server.use(failing('/api/current-deal'));
    await expect(currentDealOrLastGood('fi')).resolves.toEqual(good);
  });

  it('a 404 is a real "none" and is remembered as such', async () => {
    server.use(http.get('*/api/widget-by-slug/:slug', () => HttpResponse.json({ error: 'not_found' }, { status: 404 })));
    await expect(widgetOrLastGood('da', 'store-message')).resolves.toBeNull();
    server.use(failing('/api/widget-by-slug/store-message'));
    await expect(widgetOrLastGood('da', 'store-message')).resolves.toBeNull();
  });

  it('each storefront and widget remembers its own answer', async () => {
    const footer = await widgetOrLastGood('sv', 'footer-columns');
    server.use(failing('/api/widget-by-slug/cart-footer'));
    await expect(widgetOrLastGood('sv', 'cart-footer')).rejects.toThrow();
    await expect(widgetOrLastGood('sv', 'footer-columns')).resolves.toEqual(footer);
  });

  it("the review summary (docs/product/chrome.md, CHR-19): the backend's answer, again after a failure; none stays none", async () => {
    const summary = await reviewSummaryOrLastGood('no');
    expect(summary).toEqual(reviewSummary('no'));
    server.use(failing('/api/review-summary'));
    await expect(reviewSummaryOrLastGood('no')).resolves.toEqual(summary);
    server.resetHandlers();
    await expect(reviewSummaryOrLastGood('fi')).resolves.toBeNull();
    server.use(failing('/api/review-summary'));
    await expect(reviewSummaryOrLastGood('fi')).resolves.toBeNull();
    await expect(reviewSummaryOrLastGood('nl')).rejects.toThrow('review summary');
  });

  it('a review summary that does not fit its schema is a failure, never stars', async () => {
    const answer = (body: object) => http.get('*/api/review-summary', () => HttpResponse.json(body));
    const good = reviewSummary('sv')!;
    for (const bad of [
      { ...good, rating_value: good.best_rating + 0.1 },
      { ...good, url: 'http://se.trustpilot.com/review/teknikdelar.se' },
      { ...good, url: 'javascript:alert(1)' },
      { ...good, best_rating: 11 },
      { ...good, review_count: -1 },
      { ...good, provider: ' ' },
    ]) {
      server.use(answer(bad));
      await expect(reviewSummaryOrLastGood('da'), JSON.stringify(bad)).rejects.toThrow('review summary');
    }
  });
});
