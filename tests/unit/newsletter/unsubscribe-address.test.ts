import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import {
  carriesUnsubscribeLink,
  unsubscribeCookie,
  unsubscribeLinkOfCookie,
  unsubscribeLinkOfQuery,
  withoutUnsubscribeLink,
} from '@/features/newsletter/unsubscribe-cookie';
import proxy from '@/proxy';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';

const origin = storefrontOrigin(STOREFRONTS.sv);
const link = { email: 'nyhetsbrev@example.com', token: '2099-12-31.7a7f33e459e5fe10792fce1df09f208a' };

function opened(path: string): Response {
  return proxy(new NextRequest(`${origin}${path}`, { headers: { host: STOREFRONTS.sv.domain } }));
}

describe('the unsubscribe link leaves the address before the page renders', () => {
  it('opening it answers 303 to the page without email and token, campaign parameters kept, the link in an HttpOnly cookie of that page', () => {
    const response = opened(`/unsubscribe?${new URLSearchParams({ ...link, utm_source: 'nyhetsbrev' })}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${origin}/unsubscribe?utm_source=nyhetsbrev`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^td_unsubscribe=/);
    expect(cookie).toContain('Path=/unsubscribe');
    expect(cookie).toContain('HttpOnly');
    expect(unsubscribeLinkOfCookie(decodeURIComponent(cookie!.split(';')[0]!.slice('td_unsubscribe='.length)))).toEqual(link);
  });

  it('a link missing a part, or naming one twice, clears the cookie, and the page says the link is broken', () => {
    for (const query of [`email=${link.email}`, `token=${link.token}`, `email=a@b.se&email=c@d.se&token=${link.token}`]) {
      const response = opened(`/fi/unsubscribe?${query}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${origin}/fi/unsubscribe`);
      expect(response.headers.getSetCookie()[0]).toMatch(/^td_unsubscribe=; Path=\/fi\/unsubscribe; .*Max-Age=0/);
    }
  });

  it('the page without them is not redirected again', () => {
    expect(opened('/unsubscribe').status).not.toBe(303);
  });
});

describe('the link in its cookie', () => {
  it('comes back as it went in, whatever the address and token', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.string({ minLength: 1, maxLength: 200 }).filter((token) => token.trim() === token && token.length > 0),
        (email, token) => {
          const { value } = unsubscribeCookie('/unsubscribe', false, { email, token });
          const back = unsubscribeLinkOfCookie(value);
          if (email.length <= 254) expect(back).toEqual({ email, token });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('any query or cookie value is a link or none, never a throw', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (raw) => {
        const query = new URLSearchParams(raw);
        const found = unsubscribeLinkOfQuery(query);
        expect(found === null || (found.email.length >= 3 && found.token.length >= 1)).toBe(true);
        expect(carriesUnsubscribeLink(withoutUnsubscribeLink(query))).toBe(false);
        unsubscribeLinkOfCookie(raw);
      }),
      { numRuns: 3000 },
    );
  });
});
