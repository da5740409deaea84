import { describe, expect, it } from 'vitest';
import { tokenPairSchema } from '@/platform/api/schemas';
import { RECOMMENDATION_BOXES } from '@/features/catalog/recommendations/recommendations';
import { ACCOUNTS } from '@/mocks/data/accounts';
import { ORDERS } from '@/mocks/data/orders';
import { BACKEND, parsed, postJson, storeUrl, startMockBackend } from './backend';

startMockBackend();

describe('requests the backend refuses', () => {
  it('answers 400 without locale and sid, or when they do not belong together', async () => {
    for (const query of ['', '?locale=sv', '?sid=1', '?locale=sv&sid=3', '?locale=de&sid=1']) {
      const response = await fetch(`${BACKEND}/api/current-deal${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'bad_request' });
    }
  });

  it('answers 404 for unknown products, categories, brands, tags, pages and widgets', async () => {
    const paths = [
      ['/api/product-by-slug/no-such-product', {}],
      ['/api/products/999999999/upselling', {}],
      ['/api/category', { uri: 'reservdelar/no-such-brand' }],
      ['/api/brands/nokia', {}],
      ['/api/tags/no-such-tag', {}],
      ['/api/pages/no/such/page', {}],
      ['/api/widget-by-slug/sidebar', {}],
      ['/api/track-order/TD-100234', { email: 'someone@example.com' }],
    ] as const;
    for (const [path, query] of paths) {
      expect((await fetch(storeUrl(path, 'sv', query))).status).toBe(404);
    }
  });

  it('answers 401 on bad credentials and missing or foreign tokens', async () => {
    const [anna, workshop] = ACCOUNTS;
    expect((await postJson(storeUrl('/api/auth/login', 'sv'), { email: anna?.email, password: 'wrong' })).status).toBe(401);
    expect((await fetch(storeUrl('/api/auth/profile', 'sv'))).status).toBe(401);
    expect((await fetch(storeUrl('/api/orders', 'sv'))).status).toBe(401);
    expect((await postJson(storeUrl('/api/auth/refresh', 'sv'), { refresh_token: 'nope' })).status).toBe(401);
    expect((await postJson(storeUrl('/api/order-auth/login', 'sv'), { order_id: 'TD-100234', email: 'x@example.com' })).status).toBe(401);

    const login = await postJson(storeUrl('/api/auth/login', 'sv'), { email: workshop?.email, password: workshop?.password });
    const { access_token } = await parsed(login, tokenPairSchema);
    const annasOrder = ORDERS.find((order) => order.accountId === anna?.id);
    const response = await fetch(storeUrl(`/api/orders/${annasOrder?.id}`, 'sv'), { headers: { authorization: `Bearer ${access_token}` } });
    expect(response.status).toBe(404);
    expect((await fetch(storeUrl('/api/order-auth/info', 'sv'), { headers: { authorization: `Bearer ${access_token}` } })).status).toBe(401);
  });

  it('answers 400 for a body that is not what the endpoint expects', async () => {
    expect((await postJson(storeUrl('/api/sync-cart', 'sv'), { items: [{ quantity: 1 }] })).status).toBe(400);
    const notJson = await fetch(storeUrl('/api/sync-coupons', 'sv'), { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });

  it('answers 400 for recommendations that name no box, or a box that is no placement id', async () => {
    const ask = (body: object) => postJson(storeUrl('/api/product-recommendations', 'sv'), { sku: [], user_id: null, ...body });
    expect((await ask({})).status).toBe(400);
    expect((await ask({ product_box_id: null })).status).toBe(400);
    expect((await ask({ product_box_id: '' })).status).toBe(400);
    expect((await ask({ product_box_id: 'Product Page' })).status).toBe(400);
    expect((await ask({ product_box_id: RECOMMENDATION_BOXES.productPage })).status).toBe(200);
  });
});
