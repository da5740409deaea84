import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { confirmState, confirmTokenFrom } from '@/features/newsletter/confirm-link';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import proxy from '@/proxy';

const origin = storefrontOrigin(STOREFRONTS.nl);
const opened = (path: string) => proxy(new NextRequest(`${origin}${path}`, { headers: { host: STOREFRONTS.nl.domain } }));

describe('the newsletter confirmation link', () => {
  it('leaves the address for a cookie of its page before the page renders, the rest of the query kept', () => {
    const response = opened('/newsletter/confirm?token=confirm-0123&utm_medium=email');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${origin}/newsletter/confirm?utm_medium=email`);
    expect(response.headers.getSetCookie()[0]).toMatch(/^td_newsletter_confirm=confirm-0123; Path=\/newsletter\/confirm; .*HttpOnly/);
  });

  it('a token named twice or empty clears the cookie: the page says the link is broken', () => {
    for (const query of ['token=a&token=b', 'token=', 'token=%20']) {
      expect(opened(`/newsletter/confirm?${query}`).headers.getSetCookie()[0]).toMatch(/^td_newsletter_confirm=; .*Max-Age=0/);
    }
  });

  it('what the backend said: confirmed, a used or unknown link, an expired one, or no answer', () => {
    const headers = new Headers();
    expect(confirmState({ ok: true, data: { email: 'a@b.nl', subscribed: true }, headers })).toEqual({ kind: 'confirmed', email: 'a@b.nl' });
    expect(confirmState({ ok: false, error: { kind: 'http', status: 401, code: 'invalid_token' } })).toEqual({ kind: 'bad-link' });
    expect(confirmState({ ok: false, error: { kind: 'http', status: 410, code: 'expired_token' } })).toEqual({ kind: 'expired' });
    expect(confirmState({ ok: false, error: { kind: 'http', status: 503 } })).toEqual({ kind: 'unavailable' });
    expect(confirmState({ ok: false, error: { kind: 'timeout', afterMs: 8000 } })).toEqual({ kind: 'unavailable' });
  });

  it('any form or query value is one trimmed token or none, never a throw', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ maxLength: 600 }), fc.constant(null), fc.integer()), { maxLength: 3 }), (values) => {
        const token = confirmTokenFrom(values);
        if (token !== null) {
          expect(values).toHaveLength(1);
          expect(token).toBe(String(values[0]).trim());
          expect(token.length).toBeGreaterThan(0);
          expect(token.length).toBeLessThanOrEqual(512);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
