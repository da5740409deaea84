import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalog } from '@/mocks/data/catalog';
import { DAY_MS } from '@/mocks/data/mock-day';
import { mailsTo } from '@/mocks/data/outbox';
import { alertsOf, confirmAlert, requestAlert, restock } from '@/mocks/rules/stock-alerts';
import { STOCK_ALERT_DAYS } from '@/features/stock-alerts/alert-rules';
import { stockAlertRequestSchema, stockAlertSchema, stockAlertsSchema } from '@/platform/api/schemas';
import { errorOf, freshAccount, signedIn } from './account-client';
import { BACKEND, parsed, postJson, startMockBackend, storeUrl } from './backend';

startMockBackend();

const outOfStock = catalog().byPopularity.filter((product) => product.stockStatus === 'out-of-stock');
const inStock = catalog().byPopularity.find((product) => product.stockStatus === 'in-stock');
const tokenOf = (email: string, kind: string) => mailsTo(email).find((mail) => mail.kind === kind)?.token ?? '';
const restockBody = z.object({ sent: z.number() });

describe('mock stock alerts (proposed calls, docs/product/stock-alerts.md)', () => {
  it('a foreign address waits for its confirmation link; each restock mails it, with its unsubscribe token, until it is unsubscribed (STK-3, STK-5)', async () => {
    const product = outOfStock[0]!;
    const email = `alert-${Date.now()}@example.com`;
    const asked = await parsed(await postJson(storeUrl('/api/stock-alerts', 'sv'), { product_id: product.id, email }), stockAlertRequestSchema);
    expect(asked.status).toBe('pending');
    expect(await parsed(await postJson(`${BACKEND}/__mock/restock`, { sku: product.sku }), restockBody)).toEqual({ sent: 0 });

    const confirmed = await parsed(
      await postJson(storeUrl('/api/stock-alerts/confirm', 'sv'), { token: tokenOf(email, 'stock-alert-confirmation') }),
      stockAlertSchema,
    );
    expect(confirmed).toMatchObject({ email, status: 'active', product: { id: product.id, slug: product.slug } });

    const restocked = async () => (await parsed(await postJson(`${BACKEND}/__mock/restock`, { sku: product.sku }), restockBody)).sent;
    expect(await restocked()).toBe(1);
    expect(await restocked()).toBe(1);
    const mail = mailsTo(email)[0];
    expect(mail).toMatchObject({ kind: 'stock-alert', product_id: product.id });
    const unsubscribe = () => postJson(storeUrl('/api/stock-alerts/unsubscribe', 'sv'), { token: mail?.token });
    expect(await parsed(await unsubscribe(), stockAlertSchema)).toMatchObject({ email, product: { id: product.id } });
    expect(await restocked()).toBe(0);
    expect(await errorOf(await unsubscribe())).toEqual({ status: 401, error: 'invalid_token' });
  });

  it("the signed-in buyer's own address starts at once, is listed, unsubscribes by its mail's token and is let go (STK-3, STK-7)", async () => {
    const account = await freshAccount();
    const bearer = await signedIn(account.email, account.password);
    const [first, second] = outOfStock as [(typeof outOfStock)[0], (typeof outOfStock)[0]];
    for (const product of [first, second]) {
      const asked = await postJson(storeUrl('/api/stock-alerts', 'sv'), { product_id: product.id, email: account.email.toUpperCase() }, bearer);
      expect((await parsed(asked, stockAlertRequestSchema)).status).toBe('active');
    }
    expect(mailsTo(account.email)).toEqual([]);
    const listed = await parsed(await fetch(storeUrl('/api/stock-alerts', 'fi'), { headers: bearer }), stockAlertsSchema);
    expect(listed.map((alert) => alert.product.id)).toEqual([first.id, second.id]);
    expect(listed[0]?.product.name).toBe(first.name.fi);

    expect((await postJson(storeUrl(`/api/stock-alerts/${listed[0]?.id}/remove`, 'sv'), {}, bearer)).status).toBe(200);
    expect((await postJson(storeUrl(`/api/stock-alerts/${listed[0]?.id}/remove`, 'sv'), {}, bearer)).status).toBe(404);
    const after = await parsed(await fetch(storeUrl('/api/stock-alerts', 'sv'), { headers: bearer }), stockAlertsSchema);
    expect(after.map((alert) => alert.product.id)).toEqual([second.id]);
    expect((await fetch(storeUrl('/api/stock-alerts', 'sv'))).status).toBe(401);
  });

  it('refuses what is no alert: a bad address, an unknown or in-stock product, a +error address', async () => {
    const ask = (body: object) => postJson(storeUrl('/api/stock-alerts', 'sv'), body);
    expect(await errorOf(await ask({ product_id: outOfStock[0]!.id, email: 'not an address' }))).toEqual({ status: 400, error: 'invalid_email' });
    expect((await ask({ product_id: 987654321, email: 'kim@example.com' })).status).toBe(404);
    expect(await errorOf(await ask({ product_id: inStock!.id, email: 'kim@example.com' }))).toEqual({ status: 409, error: 'in_stock' });
    expect((await ask({ product_id: outOfStock[0]!.id, email: 'kim+error@example.com' })).status).toBe(503);
  });

  it(`an alert lapses ${STOCK_ALERT_DAYS} days after it starts, a confirmation link after 7, and neither is mailed (STK-6)`, () => {
    const now = Date.UTC(2026, 0, 1);
    const product = outOfStock[2]!;
    expect(requestAlert({ productId: product.id, email: 'lapse@example.com', locale: 'sv', accountEmail: 'lapse@example.com' }, now)).toBe('active');
    expect(alertsOf('lapse@example.com', now + (STOCK_ALERT_DAYS - 1) * DAY_MS)).toHaveLength(1);
    expect(alertsOf('lapse@example.com', now + STOCK_ALERT_DAYS * DAY_MS)).toEqual([]);
    expect(restock(product.id, now + STOCK_ALERT_DAYS * DAY_MS)).toBe(0);

    requestAlert({ productId: product.id, email: 'late@example.com', locale: 'sv', accountEmail: null }, now);
    expect(confirmAlert(tokenOf('late@example.com', 'stock-alert-confirmation'), now + 7 * DAY_MS)).toEqual({ kind: 'expired' });
  });
});
