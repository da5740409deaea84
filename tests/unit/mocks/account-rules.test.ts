import { describe, expect, it } from 'vitest';
import { getStorefront } from '@/platform/storefronts/storefronts';
import { catalog } from '@/mocks/data/catalog';
import { DAY_MS, MOCK_DAY } from '@/mocks/data/mock-day';
import { orderById, type OrderRecord } from '@/mocks/data/orders';
import type { SubscriptionRecord } from '@/mocks/data/subscriptions';
import { addBusinessDays, estimatedDelivery } from '@/mocks/rules/delivery-estimate';
import { issueMailLink, liveMailLink, spendMailLink } from '@/mocks/rules/mail-links';
import { checkNewsletterToken, issueNewsletterToken, LONG_LIVED_UNTIL, newsletterToken } from '@/mocks/rules/newsletter-tokens';
import { deliveredAt } from '@/mocks/rules/order-timeline';
import { checkProfile } from '@/mocks/rules/profile-update';
import { isReturnable, RETURN_WINDOW_DAYS, returnableUntil, startReturn } from '@/mocks/rules/returns';
import { changeSubscription, nextDeliveryFrom } from '@/mocks/rules/subscriptions';

const seeded = (id: string): OrderRecord => {
  const order = orderById(id);
  if (!order) throw new Error(`no order ${id}`);
  return order;
};

/** A delivered order of its own, so returns started here touch no other test's order. */
function deliveredOrder(daysAgo: number, id: string): OrderRecord {
  return {
    ...seeded('TD-100231'),
    id,
    createdAt: new Date(MOCK_DAY - daysAgo * DAY_MS).toISOString(),
    lines: [
      { productId: 42, quantity: 3 },
      { productId: 3, quantity: 1 },
    ],
  };
}
const skuOf = (productId: number) => catalog().byId.get(productId)?.sku ?? '';

describe('the return window', () => {
  it('is RETURN_WINDOW_DAYS (30) after delivery, and only for delivered orders', () => {
    const order = seeded('TD-100231');
    expect(RETURN_WINDOW_DAYS).toBe(30);
    expect(returnableUntil(order)).toBe((deliveredAt(order) ?? 0) + 30 * DAY_MS);
    expect(isReturnable(order, MOCK_DAY)).toBe(true);
    expect(isReturnable(order, (returnableUntil(order) ?? 0) + 1)).toBe(false);
    expect(isReturnable(seeded('TD-100238'), MOCK_DAY)).toBe(false);
    for (const id of ['TD-100234', 'TD-100235', 'TD-100236', 'TD-100233']) expect(returnableUntil(seeded(id))).toBeNull();
  });

  it('seeded deliveries: one returnable and one too old for Anna and for the workshop', () => {
    expect(['TD-100231', 'TD-100232'].map((id) => isReturnable(seeded(id), MOCK_DAY))).toEqual([true, true]);
    expect(['TD-100238', 'TD-100239'].map((id) => isReturnable(seeded(id), MOCK_DAY))).toEqual([false, false]);
  });
});

describe('return quantities', () => {
  it('allows up to what was bought less what is already on a return', () => {
    const order = deliveredOrder(5, 'TD-900001');
    const sku = skuOf(42);
    expect(startReturn(order, { lines: [{ sku, quantity: 4 }], reason: 'defective' }, MOCK_DAY)).toBe('invalid_quantity');
    const first = startReturn(order, { lines: [{ sku: sku.toLowerCase(), quantity: 2 }], reason: 'defective' }, MOCK_DAY);
    expect(first).toMatchObject({ status: 'requested', lines: [{ sku, quantity: 2 }] });
    expect(startReturn(order, { lines: [{ sku, quantity: 2 }], reason: 'defective' }, MOCK_DAY)).toBe('invalid_quantity');
    expect(
      startReturn(
        order,
        {
          lines: [
            { sku, quantity: 1 },
            { sku: skuOf(3), quantity: 1 },
          ],
          reason: 'wrong-item',
        },
        MOCK_DAY,
      ),
    ).toMatchObject({ status: 'requested' });
    expect(startReturn(order, { lines: [{ sku, quantity: 1 }], reason: 'defective' }, MOCK_DAY)).toBe('invalid_quantity');
  });

  it('refuses no lines, zero or fractional units, an sku not in the order and an unknown reason', () => {
    const order = deliveredOrder(5, 'TD-900002');
    const sku = skuOf(42);
    for (const request of [
      { lines: [], reason: 'defective' },
      { lines: [{ sku, quantity: 0 }], reason: 'defective' },
      { lines: [{ sku, quantity: 1.5 }], reason: 'defective' },
      { lines: [{ sku: skuOf(99), quantity: 1 }], reason: 'defective' },
      { lines: [{ sku, quantity: 1 }], reason: 'bored' },
    ]) {
      expect(startReturn(order, request, MOCK_DAY)).toBe('invalid_quantity');
    }
  });

  it('refuses an order whose window has closed or that is not delivered', () => {
    const sku = skuOf(42);
    expect(startReturn(deliveredOrder(40, 'TD-900003'), { lines: [{ sku, quantity: 1 }], reason: 'defective' }, MOCK_DAY)).toBe('not_returnable');
    const shipped = { ...deliveredOrder(1, 'TD-900004'), status: 'shipped' as const };
    expect(startReturn(shipped, { lines: [{ sku, quantity: 1 }], reason: 'defective' }, MOCK_DAY)).toBe('not_returnable');
  });
});

describe('delivery estimate', () => {
  it('counts business days, skipping Saturdays and Sundays', () => {
    const friday = Date.UTC(2026, 10, 20, 15);
    expect(new Date(addBusinessDays(friday, 1)).toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(new Date(addBusinessDays(friday, 3)).toISOString().slice(0, 10)).toBe('2026-11-25');
  });

  it('is null once delivered or cancelled, and never before today', () => {
    expect(estimatedDelivery(seeded('TD-100231'))).toBeNull();
    expect(estimatedDelivery(seeded('TD-100233'))).toBeNull();
    const today = new Date(MOCK_DAY).toISOString().slice(0, 10);
    const estimate = estimatedDelivery(seeded('TD-100234'), MOCK_DAY);
    expect(estimate?.from && estimate.from >= today).toBe(true);
    expect(estimate?.to && estimate.to >= (estimate.from ?? '')).toBe(true);
  });

  it('an overdue parcel is expected from the next business day', () => {
    const saturday = Date.UTC(2026, 10, 21, 12);
    const overdue = { ...seeded('TD-100234'), createdAt: new Date(saturday - 20 * DAY_MS).toISOString() };
    expect(estimatedDelivery(overdue, saturday)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
  });
});

describe('subscription changes', () => {
  const record = (): SubscriptionRecord => ({
    id: 'SUB-1',
    accountId: 1,
    productId: 3,
    quantity: 1,
    interval: '1-month',
    status: 'active',
    nextDelivery: '2026-12-01',
  });
  const now = Date.UTC(2026, 0, 31, 12);

  it('pausing drops the next delivery; resuming counts one interval from today', () => {
    const subscription = record();
    expect(changeSubscription(subscription, { status: 'paused' }, now)).toBeNull();
    expect(subscription).toMatchObject({ status: 'paused', nextDelivery: null });
    expect(changeSubscription(subscription, { interval: '3-months' }, now)).toBeNull();
    expect(subscription.nextDelivery).toBeNull();
    changeSubscription(subscription, { status: 'active' }, now);
    expect(subscription).toMatchObject({ status: 'active', interval: '3-months', nextDelivery: nextDeliveryFrom(now, '3-months') });
    expect(nextDeliveryFrom(now, '3-months')).toBe('2026-05-01');
  });

  it('a new interval while active counts from today; cancelled is final', () => {
    const subscription = record();
    changeSubscription(subscription, { interval: '6-months' }, now);
    expect(subscription.nextDelivery).toBe(nextDeliveryFrom(now, '6-months'));
    expect(changeSubscription(subscription, { status: 'cancelled' }, now)).toBeNull();
    expect(subscription.nextDelivery).toBeNull();
    expect(changeSubscription(subscription, { status: 'active' }, now)).toBe('subscription_cancelled');
    expect(changeSubscription(subscription, { interval: '1-month' }, now)).toBe('subscription_cancelled');
  });
});

describe('e-mail link tokens', () => {
  it('work once, for their own kind, within the hour', () => {
    const now = Date.UTC(2026, 5, 1, 12);
    const token = issueMailLink(7, 'login', false, now);
    expect(liveMailLink(token, 'reset', now)).toBeNull();
    expect(liveMailLink(token, 'login', now + 59 * 60_000)).toEqual({ accountId: 7, persist: true });
    expect(liveMailLink(token, 'login', now + 60 * 60_000)).toBeNull();
    spendMailLink(token);
    expect(liveMailLink(token, 'login', now)).toBeNull();
    expect(liveMailLink(issueMailLink(7, 'reset', true, now), 'reset', now)).toBeNull();
  });

  it("Anna's demo tokens stay usable and are not kept", () => {
    spendMailLink('demo-login-anna');
    expect(liveMailLink('demo-login-anna', 'login')).toEqual({ accountId: 1, persist: false });
    expect(liveMailLink('demo-reset-anna', 'reset')).toEqual({ accountId: 1, persist: false });
    expect(liveMailLink('demo-reset-anna', 'login')).toBeNull();
  });
});

describe('newsletter tokens', () => {
  it('fit only their address and expire after their last day', () => {
    const now = Date.UTC(2026, 5, 1, 12);
    const token = issueNewsletterToken('Kim@Example.com', false, now);
    expect(checkNewsletterToken('kim@example.com', token, now)).toBe('valid');
    expect(checkNewsletterToken('someone@example.com', token, now)).toBe('invalid');
    expect(checkNewsletterToken('kim@example.com', `${token.slice(0, -1)}0`, now)).toBe('invalid');
    expect(checkNewsletterToken('kim@example.com', 'garbage', now)).toBe('invalid');
    expect(checkNewsletterToken('kim@example.com', issueNewsletterToken('kim@example.com', true, now), now)).toBe('expired');
    expect(checkNewsletterToken('kim@example.com', token, now + 91 * DAY_MS)).toBe('expired');
  });

  it('the documented demo token of the seeded subscriber', () => {
    expect(newsletterToken('nyhetsbrev@example.com', LONG_LIVED_UNTIL)).toBe('2099-12-31.7a7f33e459e5fe10792fce1df09f208a');
  });
});

describe('profile checks', () => {
  const valid = {
    name: 'Kim Berg',
    email: 'kim@example.com',
    mobile: '070-123 45 67',
    address: { street: 'Storgatan 1', postal_code: '11853', city: 'Stockholm' },
  };

  it("keeps the checkout's normalised forms", () => {
    expect(checkProfile(getStorefront('sv'), valid)).toEqual({
      ok: true,
      profile: {
        name: 'Kim Berg',
        email: 'kim@example.com',
        mobile: '+46701234567',
        address: { street: 'Storgatan 1', postal_code: '118 53', city: 'Stockholm' },
      },
    });
    expect(checkProfile(getStorefront('sv'), { ...valid, mobile: ' ', address: null })).toMatchObject({ ok: true, profile: { mobile: null, address: null } });
  });

  it('names each field that does not fit the storefront', () => {
    expect(checkProfile(getStorefront('sv'), { ...valid, name: ' ', email: 'kim@', mobile: '12345' })).toEqual({
      ok: false,
      fields: { name: 'required', email: 'invalid', mobile: 'invalid' },
    });
    expect(checkProfile(getStorefront('nl'), { ...valid, mobile: null, address: { street: '', postal_code: '11853', city: 'Amsterdam' } })).toEqual({
      ok: false,
      fields: { 'address.street': 'required', 'address.postal_code': 'invalid' },
    });
  });
});
