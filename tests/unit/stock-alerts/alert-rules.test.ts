import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { alertLinkState, askState, productIdFrom, removeState } from '@/features/stock-alerts/alert-rules';
import { typedEmail } from '@/platform/forms/email-address';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import proxy from '@/proxy';

const headers = new Headers();
const origin = storefrontOrigin(STOREFRONTS.fi);
const opened = (path: string) => proxy(new NextRequest(`${origin}${path}`, { headers: { host: STOREFRONTS.fi.domain } }));
const alert = {
  id: 'SA-000001',
  product: { id: 22, name: 'Akku', slug: 'akku-tds10022' },
  email: 'a@b.fi',
  status: 'active' as const,
  expires_at: '2027-02-25T10:00:00.000Z',
};

describe('asking for a stock alert (docs/product/stock-alerts.md)', () => {
  it('tells a foreign address to check its inbox and the buyer their own alert started; keeps what was typed on a refusal (STK-3, STK-4)', () => {
    expect(askState('kim@example.fi', { ok: true, data: { status: 'pending' }, headers })).toEqual({ kind: 'check-inbox', email: 'kim@example.fi' });
    expect(askState('kim@example.fi', { ok: true, data: { status: 'active' }, headers })).toEqual({ kind: 'started', email: 'kim@example.fi' });
    expect(askState('kim@x', { ok: false, error: { kind: 'http', status: 400, code: 'invalid_email' } })).toEqual({ kind: 'invalid-email', email: 'kim@x' });
    for (const status of [404, 409, 503]) expect(askState('k', { ok: false, error: { kind: 'http', status } }).kind).toBe('unavailable');
    expect(askState('k', { ok: false, error: { kind: 'timeout', afterMs: 8000 } }).kind).toBe('unavailable');
  });

  it('reads the typed address the same in the browser and on the server: anything it takes is one trimmed address within the limits', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.emailAddress(), fc.constant(null), fc.integer()), (value) => {
        const email = typedEmail(value);
        if (email === null) return;
        expect(email).toBe(String(value).trim());
        expect(email.length).toBeLessThanOrEqual(254);
        expect(email.split('@')).toHaveLength(2);
        expect(email).not.toMatch(/\s/);
      }),
      { numRuns: 3000 },
    );
    fc.assert(
      fc.property(
        fc.emailAddress().filter((email) => email.length <= 254 && email.indexOf('@') <= 64),
        (email) => {
          expect(typedEmail(` ${email} `)).toBe(email);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('takes a product id only as a whole positive number, never a throw', () => {
    expect(productIdFrom('22')).toBe(22);
    for (const value of ['0', '-1', '1.5', '1e3', ' 22', '022', '', '99999999999', null, 22]) expect(productIdFrom(value)).toBeNull();
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 20 }), fc.nat().map(String)), (value) => {
        const id = productIdFrom(value);
        if (id !== null) {
          expect(String(id)).toBe(value);
          expect(id).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe("an alert mail's links (STK-3, STK-5)", () => {
  it.each(['/stock-alerts/confirm', '/stock-alerts/unsubscribe'])('%s leaves the address for a cookie of its page before the page renders', (path) => {
    const response = opened(`${path}?token=alert-0123&utm_medium=email`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${origin}${path}?utm_medium=email`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.getSetCookie()[0]).toMatch(new RegExp(`^td_stock_alert=alert-0123; Path=${path.replaceAll('/', '\\/')}; .*HttpOnly`));
    expect(opened(`${path}?token=a&token=b`).headers.getSetCookie()[0]).toMatch(/^td_stock_alert=; .*Max-Age=0/);
  });

  it('what the backend said: done with the product and its last day, a used or unknown link, an expired one, or no answer', () => {
    expect(alertLinkState({ ok: true, data: alert, headers })).toEqual({ kind: 'done', product: alert.product, expiresAt: alert.expires_at });
    expect(alertLinkState({ ok: false, error: { kind: 'http', status: 401, code: 'invalid_token' } })).toEqual({ kind: 'bad-link' });
    expect(alertLinkState({ ok: false, error: { kind: 'http', status: 410, code: 'expired_token' } })).toEqual({ kind: 'expired' });
    expect(alertLinkState({ ok: false, error: { kind: 'http', status: 502 } })).toEqual({ kind: 'unavailable' });
    expect(alertLinkState({ ok: false, error: { kind: 'network', message: 'down' } })).toEqual({ kind: 'unavailable' });
  });
});

describe('letting an alert go from the account (STK-7)', () => {
  it('counts one already gone as let go, says when the session ended, and keeps it listed on any other failure', () => {
    expect(removeState({ ok: true, data: { ok: true }, headers })).toEqual({ kind: 'removed' });
    expect(removeState({ ok: false, error: { kind: 'http', status: 404 } })).toEqual({ kind: 'removed' });
    expect(removeState({ ok: false, error: { kind: 'http', status: 401 } })).toEqual({ kind: 'signed-out' });
    expect(removeState({ ok: false, error: { kind: 'http', status: 500 } })).toEqual({ kind: 'unavailable' });
    expect(removeState({ ok: false, error: { kind: 'timeout', afterMs: 8000 } })).toEqual({ kind: 'unavailable' });
  });
});
