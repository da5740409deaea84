import { describe, expect, it } from 'vitest';
import { lastPageIfPast, orderPageCount, orderPageFromQuery, pageLinks } from '@/features/orders/order-page';

describe('the order list page', () => {
  it.each<[string | string[] | undefined, number]>([
    [undefined, 1],
    ['2', 2],
    [['3', '4'], 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['abc', 1],
    ['99999999', 1],
    ['', 1],
  ])('?page=%j is page %i', (query, page) => {
    expect(orderPageFromQuery(query)).toBe(page);
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [12, 2],
    [101, 11],
  ])('%i orders make %i pages of ten', (total, pages) => {
    expect(orderPageCount(total)).toBe(pages);
  });

  it.each([
    [1, 0, null],
    [2, 0, 1],
    [2, 12, null],
    [3, 12, 2],
    [40, 12, 2],
  ])('page %i of %i orders: go to %j', (page, total, target) => {
    expect(lastPageIfPast(page, total)).toBe(target);
  });
});

describe('pageLinks', () => {
  const numbers = (page: number, pages: number) => pageLinks(page, pages).map((link) => (link.kind === 'page' ? link.page : '…'));

  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 5, [1, 2, '…', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 10, [1, '…', 4, 5, 6, '…', 10]],
    [10, 10, [1, '…', 9, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('page %i of %i shows %j', (page, pages, shown) => {
    expect(numbers(page, pages)).toEqual(shown);
  });
});
