import { describe, expect, it } from 'vitest';
import { buyAgainPlan } from '@/features/orders/buy-again/buy-again';
import { linesArrived } from '@/features/cart/add-lines';

describe('buyAgainPlan', () => {
  it('takes every line still sold with the quantity bought', () => {
    expect(
      buyAgainPlan([
        { sku: 'TDS1', quantity: 2, slug: 'skarm' },
        { sku: 'TDS2', quantity: 1, slug: 'batteri' },
      ]),
    ).toEqual({
      lines: [
        { sku: 'TDS1', quantity: 2 },
        { sku: 'TDS2', quantity: 1 },
      ],
      unavailable: 0,
    });
  });

  it('joins a sku bought on two lines, capped at the largest quantity a line takes', () => {
    expect(
      buyAgainPlan([
        { sku: 'TDS1', quantity: 3, slug: 'a' },
        { sku: 'TDS1', quantity: 4, slug: 'a' },
      ]).lines,
    ).toEqual([{ sku: 'TDS1', quantity: 7 }]);
    expect(
      buyAgainPlan([
        { sku: 'TDS1', quantity: 4000, slug: 'a' },
        { sku: 'TDS1', quantity: 4000, slug: 'a' },
      ]).lines,
    ).toEqual([{ sku: 'TDS1', quantity: 5000 }]);
  });

  it('counts the products no longer sold instead of adding them', () => {
    expect(
      buyAgainPlan([
        { sku: 'OLD', quantity: 1, slug: null },
        { sku: 'TDS2', quantity: 1, slug: 'b' },
      ]),
    ).toEqual({
      lines: [{ sku: 'TDS2', quantity: 1 }],
      unavailable: 1,
    });
  });
});

describe('linesArrived', () => {
  it('counts the asked-for skus the synced cart holds, and those it does not', () => {
    expect(linesArrived([{ sku: 'A' }, { sku: 'B' }, { sku: 'C' }], [{ sku: 'X' }, { sku: 'A' }, { sku: 'C' }])).toEqual({ added: 2, missing: 1 });
  });
});
