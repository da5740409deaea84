import { describe, expect, it } from 'vitest';
import * as s from '@/platform/api/schemas';
import { ORDER_STATUSES } from '@/platform/api/vocabulary';
import { ACCOUNTS } from '@/mocks/data/accounts';
import { injectFault } from '@/mocks/faults';
import { errorOf, freshAccount, mailLink, newsletterLink, signedIn } from './account-client';
import { BACKEND, parsed, postJson, storeUrl, startMockBackend } from './backend';

startMockBackend();

const url = (path: string, query: Record<string, string> = {}) => storeUrl(path, 'sv', query);

describe('POST /__mock/accounts', () => {
  it('makes an account of its own: twelve orders in every status, newest first, two subscriptions', async () => {
    const [one, two] = [await freshAccount(), await freshAccount('business')];
    expect(one.email).toMatch(/^test-\d+-[0-9a-f]+@example\.com$/);
    expect(one.email).not.toBe(two.email);
    expect(one.password).toBe('Demo-1234');
    expect(one.orders).toHaveLength(12);
    expect(new Set(one.orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    expect(one.orders.filter((order) => order.status === 'delivered' && order.returnable).length).toBeGreaterThan(0);
    expect(one.orders.filter((order) => order.status === 'delivered' && !order.returnable).length).toBeGreaterThan(0);
    expect(one.orders.filter((order) => order.status !== 'delivered').every((order) => !order.returnable)).toBe(true);
    expect(new Set([...one.orders, ...two.orders].map((order) => order.id)).size).toBe(24);
    expect(one.subscriptions.map((subscription) => subscription.status)).toEqual(['active', 'paused']);

    const headers = await signedIn(one.email, one.password);
    const orders = await Promise.all(one.orders.map(async ({ id }) => parsed(await fetch(url(`/api/orders/${id}`), { headers }), s.orderSchema)));
    expect(orders.map((order) => order.created_at)).toEqual([...orders.map((order) => order.created_at)].sort().reverse());
    const returnable = orders.find((order) => order.id === one.orders.find((candidate) => candidate.returnable)?.id);
    expect(returnable?.lines.filter((line) => line.quantity > 1).length).toBeGreaterThan(1);
    expect(orders.flatMap((order) => order.lines).filter((line) => line.subscription_interval !== null)).toHaveLength(1);
    expect(orders.flatMap((order) => order.lines).filter((line) => line.returned_quantity > 0)).toHaveLength(1);
    const business = await parsed(await fetch(url(`/api/orders/${two.orders[0]?.id}`), { headers: await signedIn(two.email, two.password) }), s.orderSchema);
    expect(business.customer_type).toBe('company');
  });
});

describe('orders', () => {
  it('pages ten at a time, limit up to 100, with the total in x-be-records', async () => {
    const account = await freshAccount();
    const headers = await signedIn(account.email, account.password);
    const pages = await Promise.all(['1', '2', '3'].map((page) => fetch(url('/api/orders', { page }), { headers })));
    const [first, second, third] = await Promise.all(pages.map((page) => parsed(page, s.orderSummariesSchema)));
    expect([first?.length, second?.length, third?.length]).toEqual([10, 2, 0]);
    expect(pages.map((page) => page.headers.get('x-be-records'))).toEqual(['12', '12', '12']);
    expect(await parsed(await fetch(url('/api/orders', { limit: '500' }), { headers }), s.orderSummariesSchema)).toHaveLength(12);
  });

  it("details: delivery by the storefront's carrier, dates only once delivered, prices in the asking storefront", async () => {
    const headers = await signedIn(ACCOUNTS[0]?.email ?? '', ACCOUNTS[0]?.password ?? '');
    const delivered = await parsed(await fetch(url('/api/orders/TD-100231'), { headers }), s.orderSchema);
    expect(delivered.delivery).toMatchObject({ kind: 'service-point', carrier: 'PostNord', address: { name: 'Anna Svensson', country_code: 'SE' } });
    expect(delivered.delivery.service_point).toMatch(/\S/);
    expect(Date.parse(delivered.returnable_until ?? '') - Date.parse(delivered.delivered_at ?? '')).toBe(30 * 86_400_000);
    expect(delivered.totals.total).toBe(delivered.totals.subtotal + delivered.totals.shipping - delivered.totals.discount);
    const shipped = await parsed(await fetch(url('/api/orders/TD-100234'), { headers }), s.orderSchema);
    expect([shipped.delivered_at, shipped.returnable_until]).toEqual([null, null]);
    const finnish = await parsed(await fetch(storeUrl('/api/orders/TD-100231', 'fi'), { headers }), s.orderSchema);
    expect(finnish.delivery).toMatchObject({ carrier: 'Posti', address: { country_code: 'FI' } });
    expect(finnish.lines[0]?.vat).toBe(25.5);
  });

  it("tracking: the carrier's link once shipped, an estimate until delivered", async () => {
    const email = 'anna.svensson@example.com';
    const track = async (id: string) => parsed(await fetch(url(`/api/track-order/${id}`, { email })), s.trackingSchema);
    const [processing, shipped, delivered] = [await track('TD-100236'), await track('TD-100234'), await track('TD-100231')];
    expect(processing).toMatchObject({ tracking_url: null, tracking_number: null });
    expect(processing.estimated_delivery).not.toBeNull();
    expect(shipped.tracking_url).toContain('00370712345678949');
    expect(shipped.events.map((event) => event.status)).toEqual(['received', 'processing', 'shipped']);
    expect(delivered.estimated_delivery).toBeNull();
    expect(delivered.tracking_url).not.toBeNull();
  });
});

describe('returns', () => {
  it('starts a return with the refund, shows it in the order and lists it newest first', async () => {
    const account = await freshAccount();
    const headers = await signedIn(account.email, account.password);
    const id = account.orders.find((order) => order.returnable)?.id ?? '';
    const order = await parsed(await fetch(url(`/api/orders/${id}`), { headers }), s.orderSchema);
    const lines = order.lines.slice(0, 2).map((line) => ({ sku: line.sku, quantity: 2 }));
    const started = await parsed(await postJson(url(`/api/orders/${id}/returns`), { lines, reason: 'not-compatible' }, headers), s.orderReturnSchema);
    expect(started).toMatchObject({ id: expect.stringMatching(/^RT-\d{6}$/), order_id: id, status: 'requested', reason: 'not-compatible' });
    expect(started.refund).toBe(order.lines.slice(0, 2).reduce((sum, line) => sum + line.price * 2, 0));
    const after = await parsed(await fetch(url(`/api/orders/${id}`), { headers }), s.orderSchema);
    expect(after.lines.slice(0, 2).map((line) => line.returned_quantity)).toEqual([2, 2]);
    const returns = await parsed(await fetch(url('/api/returns'), { headers }), s.orderReturnsSchema);
    expect(returns.map((entry) => entry.status)).toEqual(['requested', 'refunded']);
    const again = await postJson(url(`/api/orders/${id}/returns`), { lines: [{ sku: order.lines[0]?.sku, quantity: 1 }], reason: 'defective' }, headers);
    expect(await errorOf(again)).toEqual({ status: 400, error: 'invalid_quantity' });
  });

  it("409 for an order not delivered or past its window, 404 for someone else's, and the order's lookup token may return", async () => {
    const account = await freshAccount();
    const headers = await signedIn(account.email, account.password);
    const old = account.orders.find((order) => order.status === 'delivered' && !order.returnable)?.id ?? '';
    const shipped = account.orders.find((order) => order.status === 'shipped')?.id ?? '';
    for (const id of [old, shipped]) {
      const { lines } = await parsed(await fetch(url(`/api/orders/${id}`), { headers }), s.orderSchema);
      const response = await postJson(url(`/api/orders/${id}/returns`), { lines: [{ sku: lines[0]?.sku, quantity: 1 }], reason: 'defective' }, headers);
      expect(await errorOf(response)).toEqual({ status: 409, error: 'not_returnable' });
    }
    const body = { lines: [{ sku: 'TDS10042', quantity: 1 }], reason: 'defective' };
    expect((await postJson(url('/api/orders/TD-100231/returns'), body, headers)).status).toBe(404);
    expect((await postJson(url('/api/orders/TD-100231/returns'), body)).status).toBe(401);
    const returnable = account.orders.find((order) => order.returnable)?.id ?? '';
    const lookup = await parsed(await postJson(url('/api/order-auth/login'), { order_id: returnable, email: account.email }), s.tokenPairSchema);
    const { lines } = await parsed(await fetch(url(`/api/orders/${returnable}`), { headers }), s.orderSchema);
    const byLookup = await postJson(
      url(`/api/orders/${returnable}/returns`),
      { lines: [{ sku: lines[0]?.sku, quantity: 1 }], reason: 'wrong-item' },
      { authorization: `Bearer ${lookup.access_token}` },
    );
    expect(byLookup.status).toBe(201);
  });
});

describe('subscriptions', () => {
  it("pause, resume, change interval and cancel for good; another account's is a 404", async () => {
    const account = await freshAccount();
    const headers = await signedIn(account.email, account.password);
    const [active, paused] = await parsed(await fetch(url('/api/subscriptions'), { headers }), s.subscriptionsSchema);
    expect([active?.status, paused?.status, paused?.next_delivery]).toEqual(['active', 'paused', null]);
    const change = (id: string | undefined, body: object) => postJson(url(`/api/subscriptions/${id}`), body, headers);
    expect(await parsed(await change(active?.id, { status: 'paused' }), s.subscriptionSchema)).toMatchObject({ status: 'paused', next_delivery: null });
    const resumed = await parsed(await change(paused?.id, { status: 'active' }), s.subscriptionSchema);
    expect(resumed.next_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await parsed(await change(paused?.id, { interval: '6-months' }), s.subscriptionSchema)).toMatchObject({ interval: '6-months' });
    expect(await parsed(await change(paused?.id, { status: 'cancelled' }), s.subscriptionSchema)).toMatchObject({ status: 'cancelled', next_delivery: null });
    expect(await errorOf(await change(paused?.id, { status: 'active' }))).toEqual({ status: 409, error: 'subscription_cancelled' });
    expect((await change(paused?.id, { interval: 'weekly' })).status).toBe(400);
    expect((await postJson(url('/api/subscriptions/SUB-100001'), { status: 'paused' }, headers)).status).toBe(404);
  });
});

describe('sign-in links, passwords and profile', () => {
  it('a login link signs in once; an expired or spent one is 401', async () => {
    const account = await freshAccount();
    const token = await mailLink(account.email, 'login');
    // Looking at whose link it is spends nothing.
    expect(await parsed(await postJson(url('/api/auth/link-peek'), { token }), s.linkHolderSchema)).toEqual({ email: account.email });
    expect(await parsed(await postJson(url('/api/auth/link-peek'), { token }), s.linkHolderSchema)).toEqual({ email: account.email });
    await parsed(await postJson(url('/api/auth/link-login'), { token }), s.tokenPairSchema);
    expect(await errorOf(await postJson(url('/api/auth/link-login'), { token }))).toEqual({ status: 401, error: 'invalid_token' });
    expect(await errorOf(await postJson(url('/api/auth/link-peek'), { token }))).toEqual({ status: 401, error: 'invalid_token' });
    const expired = await mailLink(account.email, 'login', true);
    expect(await errorOf(await postJson(url('/api/auth/link-login'), { token: expired }))).toEqual({ status: 401, error: 'invalid_token' });
    const reset = await mailLink(account.email, 'reset');
    expect((await postJson(url('/api/auth/link-login'), { token: reset })).status).toBe(401);
    await parsed(await postJson(url('/api/auth/link-login'), { token: 'demo-login-anna' }), s.tokenPairSchema);
    await parsed(await postJson(url('/api/auth/link-login'), { token: 'demo-login-anna' }), s.tokenPairSchema);
  });

  it('a reset link sets a new password once and keeps the token while the password is weak', async () => {
    const account = await freshAccount();
    const token = await mailLink(account.email, 'reset');
    expect(await errorOf(await postJson(url('/api/auth/password-reset'), { token, new_password: 'short' }))).toEqual({ status: 400, error: 'weak_password' });
    await parsed(await postJson(url('/api/auth/password-reset'), { token, new_password: 'Ny-sommar-2026' }), s.acknowledgementSchema);
    expect(await errorOf(await postJson(url('/api/auth/password-reset'), { token, new_password: 'Ny-sommar-2027' }))).toEqual({
      status: 401,
      error: 'invalid_token',
    });
    expect((await postJson(url('/api/auth/login'), { email: account.email, password: 'Ny-sommar-2026' })).status).toBe(200);
    const expired = await mailLink(account.email, 'reset', true);
    expect((await postJson(url('/api/auth/password-reset'), { token: expired, new_password: 'Ny-sommar-2028' })).status).toBe(401);
  });

  it("Anna's demo reset link is accepted but does not change her password", async () => {
    await parsed(await postJson(url('/api/auth/password-reset'), { token: 'demo-reset-anna', new_password: 'Annas-nya-1' }), s.acknowledgementSchema);
    expect((await postJson(url('/api/auth/login'), { email: 'anna.svensson@example.com', password: 'Demo-1234' })).status).toBe(200);
  });

  it('a signed-in password change needs the current password and a new one by the rules', async () => {
    const account = await freshAccount();
    const headers = await signedIn(account.email, account.password);
    const change = (current_password: string, new_password: string) => postJson(url('/api/auth/password'), { current_password, new_password }, headers);
    expect(await errorOf(await change('wrong', 'Bra-losen-99'))).toEqual({ status: 403, error: 'wrong_password' });
    expect(await errorOf(await change(account.password, 'abcdefgh'))).toEqual({ status: 400, error: 'weak_password' });
    await parsed(await change(account.password, 'Bra-losen-99'), s.acknowledgementSchema);
    expect((await postJson(url('/api/auth/login'), { email: account.email, password: 'Bra-losen-99' })).status).toBe(200);
    expect((await postJson(url('/api/auth/password'), { current_password: 'x', new_password: 'y' })).status).toBe(401);
  });

  it("profile: saved in normalised form, 400 naming the fields that do not fit, 409 for another account's e-mail", async () => {
    const account = await freshAccount();
    const headers = await signedIn(account.email, account.password);
    const update = {
      name: 'Kim Berg',
      email: `kim.${account.id}@example.com`,
      mobile: '+46 70 123 45 67',
      address: { street: 'Storgatan 1', postal_code: '11853', city: 'Stockholm' },
    };
    const saved = await parsed(await postJson(url('/api/auth/profile'), update, headers), s.profileSchema);
    expect(saved).toMatchObject({ name: 'Kim Berg', email: update.email, mobile: '+46701234567', address: { postal_code: '118 53' }, newsletter: true });
    expect(await parsed(await fetch(url('/api/auth/profile'), { headers }), s.profileSchema)).toEqual(saved);
    const invalid = await postJson(storeUrl('/api/auth/profile', 'no'), { ...update, email: 'kim(at)example.com' }, headers);
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: 'invalid', fields: { email: 'invalid', mobile: 'invalid', 'address.postal_code': 'invalid' } });
    expect(await errorOf(await postJson(url('/api/auth/profile'), { ...update, email: 'ANNA.svensson@example.com' }, headers))).toEqual({
      status: 409,
      error: 'email_taken',
    });
    expect((await postJson(url('/api/auth/login'), { email: update.email, password: account.password })).status).toBe(200);
  });

  it('profile: the newsletter is turned off and on again with it, and left alone when the field is left out', async () => {
    const account = await freshAccount();
    const headers = await signedIn(account.email, account.password);
    const update = { name: account.name, email: account.email, mobile: null, address: null };
    const save = async (body: object) => (await parsed(await postJson(url('/api/auth/profile'), body, headers), s.profileSchema)).newsletter;
    expect(await save({ ...update, newsletter: false })).toBe(false);
    expect(await save(update)).toBe(false);
    expect(await save({ ...update, newsletter: true })).toBe(true);
  });
});

describe('newsletter', () => {
  it("reads and unsubscribes with the link's token, twice without error", async () => {
    const { email } = await freshAccount();
    const token = await newsletterLink(email);
    const read = () => fetch(url('/api/newsletter/subscription', { email, token }));
    expect(await parsed(await read(), s.newsletterSubscriptionSchema)).toEqual({ email, subscribed: true });
    for (let time = 0; time < 2; time += 1) {
      expect(await parsed(await postJson(url('/api/newsletter/unsubscribe'), { email, token }), s.newsletterSubscriptionSchema)).toEqual({
        email,
        subscribed: false,
      });
    }
    expect(await parsed(await read(), s.newsletterSubscriptionSchema)).toEqual({ email, subscribed: false });
    const headers = await signedIn(email, 'Demo-1234');
    expect((await parsed(await fetch(url('/api/auth/profile'), { headers }), s.profileSchema)).newsletter).toBe(false);
  });

  it("401 for a token of another address, 410 for an expired one; the seeded subscriber's demo token works", async () => {
    const other = await newsletterLink('someone@example.com');
    expect(await errorOf(await postJson(url('/api/newsletter/unsubscribe'), { email: 'nyhetsbrev@example.com', token: other }))).toEqual({
      status: 401,
      error: 'invalid_token',
    });
    const expired = await newsletterLink('nyhetsbrev@example.com', true);
    expect(await errorOf(await fetch(url('/api/newsletter/subscription', { email: 'nyhetsbrev@example.com', token: expired })))).toEqual({
      status: 410,
      error: 'expired_token',
    });
    const demo = { email: 'nyhetsbrev@example.com', token: '2099-12-31.7a7f33e459e5fe10792fce1df09f208a' };
    expect(await parsed(await fetch(url('/api/newsletter/subscription', demo)), s.newsletterSubscriptionSchema)).toEqual({
      ...demo,
      token: undefined,
      subscribed: true,
    });
  });
});

describe('newsletter sign-up', () => {
  it('mails a confirmation link and subscribes only once it is confirmed; one answer whether or not the address is on the list', async () => {
    const email = `footer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const subscribe = (address: string) => postJson(url('/api/newsletter/subscribe'), { email: address });
    const onList = async (address: string) =>
      ((await (await fetch(`${BACKEND}/__mock/newsletter?email=${encodeURIComponent(address)}`)).json()) as { subscribed: boolean }).subscribed;
    const mails = async (address: string) =>
      (await (await fetch(`${BACKEND}/__mock/mails?to=${encodeURIComponent(address)}`)).json()) as { kind: string; token: string }[];
    const confirm = (token: string) => postJson(url('/api/newsletter/confirm'), { token });
    expect(await onList(email)).toBe(false);
    const first = await subscribe(` ${email} `);
    expect([first.status, await first.json()]).toEqual([200, { ok: true }]);
    expect(await onList(email)).toBe(false);
    const [mail] = await mails(email);
    expect(mail).toMatchObject({ kind: 'newsletter-confirmation', token: expect.stringMatching(/^confirm-[0-9a-f]{32}$/) });
    expect(await parsed(await confirm(mail!.token), s.newsletterSubscriptionSchema)).toEqual({ email, subscribed: true });
    expect(await onList(email)).toBe(true);
    expect(await errorOf(await confirm(mail!.token))).toEqual({ status: 401, error: 'invalid_token' });
    const again = await subscribe(email);
    expect([again.status, await again.json()]).toEqual([200, { ok: true }]);
    expect((await mails(email)).map((sent) => [sent.kind, sent.token])).toEqual([
      ['newsletter-already-subscribed', null],
      ['newsletter-confirmation', mail!.token],
    ]);
    expect(await errorOf(await subscribe('not-an-address'))).toEqual({ status: 400, error: 'invalid_email' });
    expect(await errorOf(await subscribe('anna+error@example.com'))).toEqual({ status: 503, error: 'unavailable' });
    expect(await onList('anna+error@example.com')).toBe(false);
  });
});

describe('faults reach the account routes', () => {
  it('answers an injected status on returns, subscriptions, profile edit and unsubscribe', async () => {
    const account = await freshAccount();
    const headers = await signedIn(account.email, account.password);
    injectFault({ path: '^/api/(returns|subscriptions|auth/profile|newsletter/unsubscribe)$', status: 503 });
    expect((await fetch(url('/api/returns'), { headers })).status).toBe(503);
    expect((await fetch(url('/api/subscriptions'), { headers })).status).toBe(503);
    expect((await postJson(url('/api/auth/profile'), {}, headers)).status).toBe(503);
    expect((await postJson(url('/api/newsletter/unsubscribe'), {})).status).toBe(503);
  });
});
