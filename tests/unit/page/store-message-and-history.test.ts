import { describe, expect, it } from 'vitest';
import { rememberViewed, RECENTLY_VIEWED_MAX, type HistoryItem } from '@/features/catalog/history/history';
import { shouldShowWidgetText, shouldShowStoreMessage, STORE_MESSAGE_MIN_LENGTH } from '@/platform/storefronts/store-message';

describe('store message (docs/product/chrome.md, CHR-8): shown only when longer than 20 characters and not hidden', () => {
  it.each([
    ['<p>12345678901234567890</p>', false, false],
    ['<p>123456789012345678901</p>', false, true],
    ['<p>  12345678901234567890  </p>', false, false],
    ['<p><strong>Fri frakt</strong> över 499 kr idag</p>', false, true],
    ['<p>Fri frakt över 499 kr idag, hela veckan</p>', true, false],
  ])('%s hidden=%s -> %s', (content, hidden, shown) => {
    expect(STORE_MESSAGE_MIN_LENGTH).toBe(20);
    expect(shouldShowStoreMessage({ content, hidden })).toBe(shown);
  });

  it('no widget, no message', () => {
    expect(shouldShowStoreMessage(null)).toBe(false);
  });
});

describe('footer message and cart panel widgets (docs/product/chrome.md, CHR-9): any text that is not hidden', () => {
  it.each([
    ['<p>Garanti</p>', false, true],
    ['<p>Garanti</p>', true, false],
    ['<p> </p>', false, false],
    ['', false, false],
  ])('%s hidden=%s -> %s', (content, hidden, shown) => {
    expect(shouldShowWidgetText({ content, hidden })).toBe(shown);
  });

  it('no widget, no message', () => {
    expect(shouldShowWidgetText(null)).toBe(false);
  });
});

const item = (sku: string): HistoryItem => ({ sku, mainSku: sku, slug: sku.toLowerCase(), name: sku, images: [], thumb: { url: '', width: 1, height: 1 } });

describe('recently viewed: newest first, unique by sku, at most 5', () => {
  it('keeps the newest first and each sku once', () => {
    let list: HistoryItem[] = [];
    for (const sku of ['A', 'B', 'C', 'A']) list = rememberViewed(list, item(sku));
    expect(list.map((entry) => entry.sku)).toEqual(['A', 'C', 'B']);
  });

  it('drops the oldest past 5', () => {
    let list: HistoryItem[] = [];
    for (const sku of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) list = rememberViewed(list, item(sku));
    expect(RECENTLY_VIEWED_MAX).toBe(5);
    expect(list.map((entry) => entry.sku)).toEqual(['G', 'F', 'E', 'D', 'C']);
  });
});
