import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/tracking/lookup/route';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';

const origin = storefrontOrigin(STOREFRONTS.fi);

function lookUp(body: string, from = origin): Promise<Response> {
  return POST(
    new NextRequest(`${origin}/api/tracking/lookup`, {
      method: 'POST',
      headers: { origin: from, 'content-type': 'application/json' },
      body,
    }),
  );
}

describe('POST /api/tracking/lookup', () => {
  it('keeps the e-mail in an HttpOnly cookie for the tracking pages only and names the order', async () => {
    const response = await lookUp(JSON.stringify({ order: ' TD-100234 ', email: 'anna.svensson@example.com' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ orderId: 'TD-100234' });
    const [cookie = ''] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^td_lookup=anna\.svensson%40example\.com;/);
    expect(cookie).toMatch(/Path=\/track-order/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=900/);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    [{ order: 'TD-100234', email: 'not-an-address' }, { retry: 'TD-100234' }],
    [{ order: 'TD 1/../x', email: 'anna@example.com' }, { retry: '' }],
    [{ order: 42, email: ['a@b.se'] }, { retry: '' }],
    [[], { retry: '' }],
  ])('%j goes back to the form with only a valid order number kept, and sets no cookie', async (body, target) => {
    const response = await lookUp(JSON.stringify(body));
    expect(await response.json()).toEqual(target);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses another site's page and a body that is not JSON", async () => {
    expect((await lookUp(JSON.stringify({ order: 'TD-100234', email: 'a@b.se' }), 'https://evil.example')).status).toBe(403);
    expect((await lookUp('{"order":')).status).toBe(400);
  });
});
