import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyAgainOutcomes, buyAgainPlan, takeBackOutOfStock, type BuyAgainPlan } from '@/features/orders/buy-again/buy-again';
import { linesArrived } from '@/features/cart/add-lines';
import { STOCK_STATUSES } from '@/platform/api/vocabulary';
import type { CartItem } from '@/platform/api/types';
import { QUANTITY_MAX } from '@/features/cart';

type Synced = Pick<CartItem, 'uuid' | 'sku' | 'quantity' | 'stock_status' | 'adjusted_quantity'>;

function synced(sku: string, quantity: number, extra: Partial<Synced> = {}): Synced {
  return { uuid: `u-${sku}`, sku, quantity, stock_status: 'in-stock', adjusted_quantity: null, ...extra };
}

describe('buyAgainPlan', () => {
  it('takes every line still sold with the quantity bought', () => {
    expect(
      buyAgainPlan([
        { sku: 'TDS1', name: 'Skärm', quantity: 2, slug: 'skarm' },
        { sku: 'TDS2', name: 'Batteri', quantity: 1, slug: 'batteri' },
      ]),
    ).toEqual({
      lines: [
        { sku: 'TDS1', name: 'Skärm', quantity: 2, bought: 2 },
        { sku: 'TDS2', name: 'Batteri', quantity: 1, bought: 1 },
      ],
      discontinued: [],
    });
  });

  it('joins a sku bought on two lines, capped at the largest quantity a line takes', () => {
    expect(
      buyAgainPlan([
        { sku: 'TDS1', name: 'a', quantity: 3, slug: 'a' },
        { sku: 'TDS1', name: 'a', quantity: 4, slug: 'a' },
      ]).lines,
    ).toEqual([{ sku: 'TDS1', name: 'a', quantity: 7, bought: 7 }]);
    expect(
      buyAgainPlan([
        { sku: 'TDS1', name: 'a', quantity: 4000, slug: 'a' },
        { sku: 'TDS1', name: 'a', quantity: 4000, slug: 'a' },
      ]).lines,
    ).toEqual([{ sku: 'TDS1', name: 'a', quantity: 5000, bought: 8000 }]);
  });

  it('names the products no longer sold instead of adding them', () => {
    expect(
      buyAgainPlan([
        { sku: 'OLD', name: 'Gammal skärm', quantity: 1, slug: null },
        { sku: 'TDS2', name: 'b', quantity: 1, slug: 'b' },
      ]),
    ).toEqual({
      lines: [{ sku: 'TDS2', name: 'b', quantity: 1, bought: 1 }],
      discontinued: [{ sku: 'OLD', name: 'Gammal skärm' }],
    });
  });
});

describe('buyAgainOutcomes', () => {
  const plan = (bought: number, quantity = bought): BuyAgainPlan => ({ lines: [{ sku: 'A', name: 'Skärm', quantity, bought }], discontinued: [] });

  it.each([
    ['came in whole', plan(2), [], [synced('A', 2)], { kind: 'added', quantity: 2 }],
    ['added to a line already in the cart', plan(2), [synced('A', 1)], [synced('A', 3)], { kind: 'added', quantity: 2 }],
    ['presale is still sold', plan(1), [], [synced('A', 1, { stock_status: 'presale' })], { kind: 'added', quantity: 1 }],
    ['dropped by the sync', plan(2), [], [], { kind: 'missed', why: 'not-sold-here' }],
    ['out of stock', plan(2), [], [synced('A', 2, { stock_status: 'out-of-stock' })], { kind: 'missed', why: 'out-of-stock' }],
    ['cut to the stock left', plan(5), [], [synced('A', 3, { adjusted_quantity: 3 })], { kind: 'capped', quantity: 3, bought: 5, why: 'stock' }],
    ['capped at the spinner', plan(8000, 5000), [], [synced('A', 5000)], { kind: 'capped', quantity: 5000, bought: 8000, why: 'quantity-limit' }],
    ['the cart was already full', plan(3), [synced('A', 5000)], [synced('A', 5000)], { kind: 'capped', quantity: 0, bought: 3, why: 'quantity-limit' }],
  ] as const)('%s', (_, asked, before, after, expected) => {
    expect(buyAgainOutcomes(asked, before, after)).toEqual([{ sku: 'A', name: 'Skärm', ...expected }]);
  });

  it('names a discontinued line as no longer sold, after the lines it tried', () => {
    const outcomes = buyAgainOutcomes({ lines: plan(1).lines, discontinued: [{ sku: 'OLD', name: 'Gammal' }] }, [], [synced('A', 1)]);
    expect(outcomes.map((outcome) => outcome.kind === 'missed' && outcome.why)).toEqual([false, 'no-longer-sold']);
  });

  const lineArb = fc.record({
    uuid: fc.constantFrom('u1', 'u2', 'u3', 'u4'),
    sku: fc.constantFrom('A', 'B', 'C'),
    quantity: fc.integer({ min: 0, max: 6000 }),
    stock_status: fc.constantFrom(...STOCK_STATUSES),
    adjusted_quantity: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: null }),
  });
  const planArb = fc.record({
    lines: fc.uniqueArray(
      fc
        .record({ sku: fc.constantFrom('A', 'B', 'C', 'D'), name: fc.string(), bought: fc.integer({ min: 1, max: 9000 }) })
        .map((line) => ({ ...line, quantity: Math.min(line.bought, QUANTITY_MAX) })),
      { selector: (line) => line.sku },
    ),
    discontinued: fc.uniqueArray(fc.record({ sku: fc.constantFrom('X', 'Y'), name: fc.string() }), { selector: (line) => line.sku }),
  });

  it('gives whatever the backend synced one outcome per sku, never more than was sent or bought', () => {
    fc.assert(
      fc.property(planArb, fc.array(lineArb), fc.array(lineArb), (asked, before, after) => {
        const outcomes = buyAgainOutcomes(asked, before, after);
        expect(outcomes.map((outcome) => outcome.sku)).toEqual([...asked.lines, ...asked.discontinued].map((line) => line.sku));
        for (const outcome of outcomes) {
          if (outcome.kind === 'missed') continue;
          const line = asked.lines.find((planned) => planned.sku === outcome.sku)!;
          expect(outcome.quantity).toBeGreaterThanOrEqual(0);
          expect(outcome.quantity).toBeLessThanOrEqual(line.quantity);
          if (outcome.kind === 'capped') expect(outcome.quantity).toBeLessThan(outcome.bought);
        }
        const outOfStock = new Set(outcomes.flatMap((outcome) => (outcome.kind === 'missed' && outcome.why === 'out-of-stock' ? [outcome.sku] : [])));
        for (const change of takeBackOutOfStock(outcomes, before, after)) {
          expect(after.some((item) => item.uuid === change.uuid && outOfStock.has(item.sku))).toBe(true);
        }
      }),
    );
  });
});

describe('takeBackOutOfStock', () => {
  it('removes the line buying again added and puts a line it added to back to what it was', () => {
    const outcomes = buyAgainOutcomes(
      {
        lines: [
          { sku: 'A', name: 'a', quantity: 2, bought: 2 },
          { sku: 'B', name: 'b', quantity: 1, bought: 1 },
          { sku: 'C', name: 'c', quantity: 1, bought: 1 },
        ],
        discontinued: [],
      },
      [synced('B', 1, { stock_status: 'out-of-stock' })],
      [synced('A', 2, { stock_status: 'out-of-stock' }), synced('B', 2, { stock_status: 'out-of-stock' }), synced('C', 1)],
    );
    expect(
      takeBackOutOfStock(
        outcomes,
        [synced('B', 1)],
        [synced('A', 2, { stock_status: 'out-of-stock' }), synced('B', 2, { stock_status: 'out-of-stock' }), synced('C', 1)],
      ),
    ).toEqual([
      { uuid: 'u-A', quantity: 0 },
      { uuid: 'u-B', quantity: 1 },
    ]);
  });
});

describe('linesArrived', () => {
  it('counts the asked-for skus the synced cart holds, and those it does not', () => {
    expect(linesArrived([{ sku: 'A' }, { sku: 'B' }, { sku: 'C' }], [{ sku: 'X' }, { sku: 'A' }, { sku: 'C' }])).toEqual({ added: 2, missing: 1 });
  });
});
