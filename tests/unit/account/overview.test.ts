import { describe, expect, it } from 'vitest';
import { isKnownDiscountCategory, latestOrders, OVERVIEW_ORDER_COUNT, personalDiscounts } from '@/features/account/overview';
import type { OrderSummary } from '@/platform/api/types';

const order = (id: string, createdAt: string): OrderSummary => ({ id, created_at: createdAt, status: 'delivered', total: 10_000, item_count: 1 });

describe('the account overview', () => {
  it('shows the 3 latest orders, newest first', () => {
    expect(OVERVIEW_ORDER_COUNT).toBe(3);
    const orders = [
      order('TD-1', '2026-01-01T10:00:00Z'),
      order('TD-4', '2026-04-01T10:00:00Z'),
      order('TD-2', '2026-02-01T10:00:00Z'),
      order('TD-3', '2026-03-01T10:00:00+02:00'),
    ];
    expect(latestOrders(orders).map((o) => o.id)).toEqual(['TD-4', 'TD-3', 'TD-2']);
    expect(latestOrders([])).toEqual([]);
  });

  it.each([
    [{}, []],
    [
      { '3': 5, '1': 10 },
      [
        { category: '1', percent: 10 },
        { category: '3', percent: 5 },
      ],
    ],
    [{ '2': 0, '1': -5, '3': 7.5 }, [{ category: '3', percent: 7.5 }]],
    [
      { '12': 4, '2': 3 },
      [
        { category: '2', percent: 3 },
        { category: '12', percent: 4 },
      ],
    ],
  ])('lists the discounts that take something off, by category: %j', (discounts, listed) => {
    expect(personalDiscounts(discounts)).toEqual(listed);
  });

  it.each([
    ['1', true],
    ['2', true],
    ['3', true],
    ['4', false],
    ['other', false],
  ])('knows the name of discount category %s: %s', (category, known) => {
    expect(isKnownDiscountCategory(category)).toBe(known);
  });
});
