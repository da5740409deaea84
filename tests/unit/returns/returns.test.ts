import { describe, expect, it, vi } from 'vitest';
import type { ApiFailure, ApiResult } from '@/platform/api/result';
import type { Order, OrderReturn, OrderSummary } from '@/platform/api/types';
import { returnOutcome } from '@/features/orders/returns/return-outcome';
import { returnableOrders } from '@/features/orders/returns/returnable-orders';
import { quantityFieldName, returnFormValues, returnRequestFrom } from '@/features/orders/returns/return-request';
import { canStartReturn, returnableQuantity, returnWindow } from '@/features/orders/returns/return-window';

const NOW = new Date('2026-11-23T12:00:00Z');
const line = (sku: string, quantity: number, returned = 0) => ({ sku, quantity, returned_quantity: returned });

describe('returnWindow', () => {
  it.each([
    ['open until a future moment', { status: 'delivered', returnable_until: '2026-12-12T22:59:59Z' }, 'open'],
    ['closed once that moment has passed', { status: 'delivered', returnable_until: '2026-10-01T00:00:00Z' }, 'closed'],
    ['closed at the very moment', { status: 'delivered', returnable_until: NOW.toISOString() }, 'closed'],
    ['none before delivery', { status: 'shipped', returnable_until: null }, 'none'],
    ['none for a cancelled order, whatever the date says', { status: 'cancelled', returnable_until: '2026-12-12T00:00:00Z' }, 'none'],
    ['none for a moment that is no date', { status: 'delivered', returnable_until: 'soon' }, 'none'],
  ] as const)('%s', (_name, order, state) => {
    expect(returnWindow(order, NOW).state).toBe(state);
  });

  it('keeps the dates', () => {
    expect(returnWindow({ status: 'delivered', returnable_until: '2026-12-12T22:59:59Z' }, NOW)).toEqual({
      state: 'open',
      until: new Date('2026-12-12T22:59:59Z'),
    });
  });
});

describe('returnableQuantity', () => {
  it.each([
    [line('A', 3), 3],
    [line('A', 3, 1), 2],
    [line('A', 3, 3), 0],
    [line('A', 2, 5), 0],
  ])('%j leaves %i', (orderLine, left) => {
    expect(returnableQuantity(orderLine)).toBe(left);
  });
});

describe('canStartReturn', () => {
  const open = { status: 'delivered', returnable_until: '2026-12-12T00:00:00Z' } as const;
  it('needs an open window and something left', () => {
    expect(canStartReturn({ ...open, lines: [line('A', 1), line('B', 2, 2)] }, NOW)).toBe(true);
    expect(canStartReturn({ ...open, lines: [line('A', 1, 1)] }, NOW)).toBe(false);
    expect(canStartReturn({ ...open, returnable_until: '2026-11-01T00:00:00Z', lines: [line('A', 1)] }, NOW)).toBe(false);
  });
});

describe('returnRequestFrom', () => {
  const order = { lines: [line('A', 3, 1), line('B', 1)] };
  const form = (entries: Record<string, string>) => new Map(Object.entries(entries));

  it('sends the lines with a quantity and the reason', () => {
    const values = returnFormValues(form({ reason: 'defective', [quantityFieldName('A')]: '2', [quantityFieldName('B')]: '0' }), order);
    expect(returnRequestFrom(order, values)).toEqual({ ok: true, request: { lines: [{ sku: 'A', quantity: 2 }], reason: 'defective' } });
  });

  it.each([
    ['more than bought minus returned', { reason: 'defective', 'quantity:A': '3' }, 'tooMany'],
    ['a negative quantity', { reason: 'defective', 'quantity:A': '-1' }, 'tooMany'],
    ['a fraction', { reason: 'defective', 'quantity:A': '1.5' }, 'tooMany'],
    ['not a number', { reason: 'defective', 'quantity:A': 'two' }, 'tooMany'],
    ['nothing chosen', { reason: 'defective' }, 'noItems'],
    ['no reason', { 'quantity:B': '1' }, 'reason'],
    ['a reason of our own making', { reason: 'bored', 'quantity:B': '1' }, 'reason'],
  ])('refuses %s', (_name, entries, problem) => {
    expect(returnRequestFrom(order, returnFormValues(form(entries), order))).toEqual({ ok: false, problem });
  });
});

describe('returnOutcome', () => {
  const orderReturn: OrderReturn = {
    id: 'RT-1001',
    order_id: 'TD-1',
    created_at: NOW.toISOString(),
    status: 'requested',
    reason: 'defective',
    lines: [{ sku: 'A', name: 'Skärm', quantity: 1 }],
    refund: 49900,
  };
  const failed = (error: ApiFailure): ApiResult<OrderReturn> => ({ ok: false, error });

  it('gives the return on success', () => {
    expect(returnOutcome({ ok: true, data: orderReturn, headers: new Headers() })).toEqual({ kind: 'started', orderReturn });
  });

  it.each([
    [{ kind: 'http', status: 409, code: 'not_returnable' }, 'not-returnable'],
    [{ kind: 'http', status: 400, code: 'invalid_quantity' }, 'invalid-quantity'],
    [{ kind: 'http', status: 401 }, 'signed-out'],
    [{ kind: 'http', status: 404 }, 'not-found'],
    [{ kind: 'http', status: 503 }, 'unavailable'],
    [{ kind: 'timeout', afterMs: 8000 }, 'unavailable'],
    [{ kind: 'validation', message: 'x' }, 'unavailable'],
  ] as const)('%j is %s', (error, kind) => {
    expect(returnOutcome(failed(error)).kind).toBe(kind);
  });
});

describe('returnableOrders', () => {
  const summary = (id: string, status: OrderSummary['status']): OrderSummary => ({ id, status, created_at: NOW.toISOString(), total: 1000, item_count: 1 });
  const detail = (id: string, until: string | null, lines = [line('A', 1)]) =>
    ({ id, status: until ? 'delivered' : 'shipped', returnable_until: until, lines }) as unknown as Order;
  const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, headers: new Headers() });

  const details: Record<string, Order> = {
    'TD-1': detail('TD-1', '2026-12-20T00:00:00Z'),
    'TD-2': detail('TD-2', '2026-12-10T00:00:00Z', [line('A', 1, 1)]),
    'TD-3': detail('TD-3', '2026-11-01T00:00:00Z'),
    'TD-4': detail('TD-4', '2026-12-01T00:00:00Z'),
  };
  const readOrder = (id: string) => Promise.resolve(ok(details[id]!));

  it('keeps delivered orders with an open window and something left, and stops at the first closed window', async () => {
    const pages = [
      [summary('TD-9', 'shipped'), summary('TD-1', 'delivered'), summary('TD-2', 'delivered')],
      [summary('TD-4', 'delivered'), summary('TD-3', 'delivered')],
      [summary('TD-5', 'delivered')],
    ];
    const read: number[] = [];
    const readPage = (page: number) => {
      read.push(page);
      return Promise.resolve(ok({ orders: pages[page - 1] ?? [], total: 6 }));
    };
    const result = await returnableOrders(readPage, readOrder, NOW);
    expect(result.ok && result.data.map((order) => order.id)).toEqual(['TD-1', 'TD-4']);
    expect(read).toEqual([1, 2]);
  });

  it('stops after the last page', async () => {
    const readPage = vi.fn((_page: number) => Promise.resolve(ok({ orders: [summary('TD-1', 'delivered')], total: 1 })));
    await returnableOrders(readPage, readOrder, NOW);
    expect(readPage).toHaveBeenCalledTimes(1);
  });

  it('fails as the first read that fails', async () => {
    const down: ApiResult<never> = { ok: false, error: { kind: 'http', status: 503 } };
    const readPage = () => Promise.resolve(ok({ orders: [summary('TD-1', 'delivered')], total: 1 }));
    expect(await returnableOrders(readPage, () => Promise.resolve(down), NOW)).toEqual(down);
    expect(await returnableOrders(() => Promise.resolve(down), readOrder, NOW)).toEqual(down);
  });
});
