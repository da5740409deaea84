import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '@/platform/api/result';
import { isOneClickBody, oneClickAnswer } from '@/features/newsletter/one-click';
import { unsubscribeLinkFrom, unsubscribeState } from '@/features/newsletter/unsubscribe-link';
import { isUnsubscribePath } from '@/features/newsletter/unsubscribe-path';

describe('isUnsubscribePath: the page whose token is the newsletter link, never a sign-in', () => {
  it.each([
    ['/unsubscribe', true],
    ['/unsubscribe/', true],
    ['/fi/unsubscribe', true],
    ['/', false],
    ['/my-account/orders', false],
    ['/unsubscribe-me', false],
    ['/kategori/unsubscribe', false],
    ['/xx/unsubscribe', false],
  ])('%s -> %s', (pathname, expected) => {
    expect(isUnsubscribePath(pathname)).toBe(expected);
  });
});

describe('unsubscribeLinkFrom', () => {
  it.each([
    [
      { email: 'anna@example.com', token: 'abc' },
      { email: 'anna@example.com', token: 'abc' },
    ],
    [
      { email: ' anna@example.com ', token: 'abc' },
      { email: 'anna@example.com', token: 'abc' },
    ],
    [{ email: 'anna@example.com' }, null],
    [{ token: 'abc' }, null],
    [{ email: ['a@b.se', 'c@d.se'], token: 'abc' }, null],
    [{ email: 'anna@example.com', token: '' }, null],
    [{ email: 'anna@example.com', token: 'x'.repeat(513) }, null],
  ])('%j', (params, link) => {
    expect(unsubscribeLinkFrom(params)).toEqual(link);
  });
});

describe('unsubscribeState', () => {
  it('tells a running subscription from an ended one', () => {
    expect(unsubscribeState({ ok: true, data: { email: 'a@b.se', subscribed: true }, headers: new Headers() })).toEqual({
      kind: 'subscribed',
      email: 'a@b.se',
    });
    expect(unsubscribeState({ ok: true, data: { email: 'a@b.se', subscribed: false }, headers: new Headers() })).toEqual({
      kind: 'unsubscribed',
      email: 'a@b.se',
    });
  });

  it.each([
    [{ kind: 'http', status: 401 }, 'bad-link'],
    [{ kind: 'http', status: 400 }, 'bad-link'],
    [{ kind: 'http', status: 404 }, 'bad-link'],
    [{ kind: 'http', status: 410 }, 'expired'],
    [{ kind: 'http', status: 503 }, 'unavailable'],
    [{ kind: 'network', message: 'down' }, 'unavailable'],
  ] as const)('%j is %s', (error: ApiFailure, kind) => {
    expect(unsubscribeState({ ok: false, error }).kind).toBe(kind);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('takes the form body in either encoding', async () => {
    expect(await isOneClickBody('application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click')).toBe(true);
    const multipart = '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n';
    expect(await isOneClickBody('multipart/form-data; boundary=b', multipart)).toBe(true);
  });

  it.each([
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=Yes'],
    ['application/x-www-form-urlencoded', ''],
    ['application/json', '{"List-Unsubscribe":"One-Click"}'],
    ['text/plain', 'List-Unsubscribe=One-Click'],
    [null, 'List-Unsubscribe=One-Click'],
    ['multipart/form-data', 'List-Unsubscribe=One-Click'],
  ])('refuses %s %j', async (contentType, body) => {
    expect(await isOneClickBody(contentType, body)).toBe(false);
  });

  it('answers 200 also when the address was already unsubscribed', () => {
    expect(oneClickAnswer({ kind: 'unsubscribed' })).toEqual({ status: 200 });
    expect(oneClickAnswer({ kind: 'bad-link' })).toEqual({ status: 401, error: 'invalid_link' });
    expect(oneClickAnswer({ kind: 'expired' })).toEqual({ status: 410, error: 'expired_link' });
    expect(oneClickAnswer({ kind: 'unavailable' })).toEqual({ status: 503, error: 'unavailable' });
    expect(oneClickAnswer({ kind: 'subscribed' }).status).toBe(503);
  });
});
