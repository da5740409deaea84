import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '@/platform/api/result';
import type { Subscription } from '@/platform/api/types';
import { nextDelivery, subscriptionChange, subscriptionIntents, subscriptionOutcome } from '@/features/orders/subscriptions/subscriptions';

const subscription: Subscription = {
  id: 'SUB-1',
  sku: 'TDS10041',
  name: 'Skärmskydd',
  slug: 'skarmskydd-tds10041',
  quantity: 2,
  price: 9900,
  interval: '1-month',
  status: 'active',
  next_delivery: '2026-12-12',
};

describe('subscriptionIntents', () => {
  it('offers pause to an active one, resume to a paused one and nothing to a cancelled one', () => {
    expect(subscriptionIntents('active')).toEqual(['interval', 'pause', 'cancel']);
    expect(subscriptionIntents('paused')).toEqual(['interval', 'resume', 'cancel']);
    expect(subscriptionIntents('cancelled')).toEqual([]);
  });
});

describe('subscriptionChange', () => {
  it.each([
    ['interval', '3-months', { interval: '3-months' }],
    ['interval', '5-weeks', null],
    ['interval', null, null],
    ['pause', null, { status: 'paused' }],
    ['resume', null, { status: 'active' }],
    ['cancel', '2-months', { status: 'cancelled' }],
  ] as const)('%s with %j sends %j', (intent, interval, change) => {
    expect(subscriptionChange(intent, interval)).toEqual(change);
  });
});

describe('nextDelivery', () => {
  it('is the calendar date at noon UTC, so no time zone moves its day', () => {
    expect(nextDelivery(subscription)).toEqual({ kind: 'date', date: new Date('2026-12-12T12:00:00Z') });
  });

  it.each([
    [{ status: 'paused', next_delivery: null }, 'paused'],
    [{ status: 'paused', next_delivery: '2026-12-12' }, 'paused'],
    [{ status: 'cancelled', next_delivery: null }, 'ended'],
    [{ status: 'active', next_delivery: null }, 'unscheduled'],
  ] as const)('%j: %s', (state, kind) => {
    expect(nextDelivery(state).kind).toBe(kind);
  });
});

describe('subscriptionOutcome', () => {
  it('gives the changed subscription', () => {
    expect(subscriptionOutcome({ ok: true, data: subscription, headers: new Headers() })).toEqual({ kind: 'changed', subscription });
  });

  it.each([
    [{ kind: 'http', status: 409 }, 'ended'],
    [{ kind: 'http', status: 401 }, 'signed-out'],
    [{ kind: 'http', status: 404 }, 'not-found'],
    [{ kind: 'http', status: 500 }, 'unavailable'],
    [{ kind: 'network', message: 'down' }, 'unavailable'],
  ] as const)('%j is %s', (error: ApiFailure, kind) => {
    expect(subscriptionOutcome({ ok: false, error }).kind).toBe(kind);
  });
});
