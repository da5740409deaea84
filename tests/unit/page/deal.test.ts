import { describe, expect, it } from 'vitest';
import {
  dealRemainingMs,
  formatCountdown,
  isDealActive,
  isDealCategory,
  isDealCurrentOrUpcoming,
  isDealProductPage,
  msUntilDealChange,
} from '@/features/catalog/deal/deal';

const deal = { starts_at: '2025-06-01T10:00:00.000Z', expires_at: '2025-06-02T00:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('deal window (docs/product/content.md, CNT-7)', () => {
  it.each([
    ['2025-06-01T09:59:59.999Z', false],
    ['2025-06-01T10:00:00.000Z', true],
    ['2025-06-01T23:59:59.999Z', true],
    ['2025-06-02T00:00:00.000Z', false],
  ])('at %s active is %s', (now, active) => {
    expect(isDealActive(deal, at(now))).toBe(active);
  });

  it('a deal with broken dates is never active', () => {
    expect(isDealActive({ starts_at: 'x', expires_at: deal.expires_at }, at('2025-06-01T12:00:00Z'))).toBe(false);
  });

  it('upcoming deals go to the browser, ended ones do not', () => {
    expect(isDealCurrentOrUpcoming(deal, at('2025-06-01T08:00:00Z'))).toBe(true);
    expect(isDealCurrentOrUpcoming(deal, at('2025-06-02T00:00:00Z'))).toBe(false);
  });

  it('waits for the start, then for the end, then for nothing', () => {
    expect(msUntilDealChange(deal, at('2025-06-01T09:00:00Z'))).toBe(3_600_000);
    expect(msUntilDealChange(deal, at('2025-06-01T23:00:00Z'))).toBe(3_600_000);
    expect(msUntilDealChange(deal, at('2025-06-02T00:00:00Z'))).toBeNull();
  });
});

describe('countdown in hh:mm:ss', () => {
  it.each([
    [0, '00:00:00'],
    [-5000, '00:00:00'],
    [1, '00:00:01'],
    [1000, '00:00:01'],
    [1001, '00:00:02'],
    [59_000, '00:00:59'],
    [3_600_000, '01:00:00'],
    [(13 * 3600 + 59 * 60 + 59) * 1000, '13:59:59'],
    [48 * 3_600_000 - 1000, '47:59:59'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('counts what is left until expires_at and ends at 0', () => {
    expect(formatCountdown(dealRemainingMs(deal, at('2025-06-01T22:30:15Z')))).toBe('01:29:45');
    expect(dealRemainingMs(deal, at('2025-06-02T01:00:00Z'))).toBe(0);
  });
});

describe('countdown only on the deal product page', () => {
  it('compares product slugs', () => {
    expect(isDealProductPage('iphone-13-skarm', 'iphone-13-skarm')).toBe(true);
    expect(isDealProductPage('iphone-13-skarm', 'iphone-14-skarm')).toBe(false);
    expect(isDealProductPage('iphone-13-skarm', null)).toBe(false);
    expect(isDealProductPage(null, null)).toBe(false);
  });

  it("also where the page's purchase settings put the deal on it (docs/product/content.md, CNT-11)", () => {
    expect(isDealProductPage('iphone-13-skarm', 'iphone-13-skarm-original', 'iphone-13-skarm')).toBe(true);
    expect(isDealProductPage('iphone-13-skarm', 'iphone-13-skarm-original', null)).toBe(false);
    expect(isDealProductPage('iphone-13-skarm', 'iphone-13-skarm-original', 'iphone-14-skarm')).toBe(false);
    expect(isDealProductPage('iphone-13-skarm', null, 'iphone-13-skarm')).toBe(false);
    expect(isDealProductPage(null, 'iphone-13-skarm', null)).toBe(false);
  });
});

describe('deal category (docs/product/chrome.md, CHR-10: deal style of breadcrumbs)', () => {
  it.each([
    ['kampanj', true],
    ['kampanj/apple', true],
    ['kampanjer', false],
    ['reservdelar/kampanj', false],
    ['reservdelar', false],
  ])('%s -> %s', (uri, deal) => {
    expect(isDealCategory('kampanj', uri)).toBe(deal);
  });
});
