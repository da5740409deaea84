import { describe, expect, it } from 'vitest';
import type { SessionCookie } from '@/platform/session/cookies';
import { lacksSession, loginRedirectPath, orderOfReturn, pathAfterSignIn, returnPathFrom, sessionNeeded } from '@/platform/session/login-return';

describe('the login redirect (docs/product/account.md, ACC-8: login redirect goes to /?login)', () => {
  it.each([
    ['/my-account', 'account'],
    ['/my-account/', 'account'],
    ['/my-account/orders', 'account'],
    ['/my-account/orders/return/TD-100234', 'account'],
    ['/my-account/profile/edit', 'account'],
    ['/my-order/TD-100234', 'order'],
    ['/my-order/return/TD-100234', 'order'],
    ['/my-order', null],
    ['/my-order/', null],
    ['/my-accounting', null],
    ['/', null],
    ['/track-order', null],
    ['/produkt/my-account', null],
  ] as const)('%s needs %s', (path, needed) => {
    expect(sessionNeeded(path)).toBe(needed);
  });

  it('lets in whoever carries a token that could open the page, and only them', () => {
    const carrying =
      (...cookies: SessionCookie[]) =>
      (cookie: SessionCookie) =>
        cookies.includes(cookie);
    expect(lacksSession('account', carrying())).toBe(true);
    expect(lacksSession('account', carrying('orderAccess', 'accountRefresh'))).toBe(true);
    expect(lacksSession('account', carrying('accountAccess'))).toBe(false);
    expect(lacksSession('order', carrying())).toBe(true);
    expect(lacksSession('order', carrying('orderAccess'))).toBe(false);
    expect(lacksSession('order', carrying('accountAccess'))).toBe(false);
  });

  it('sends the visitor home with the dialog open and the page in return, prefix kept', () => {
    expect(loginRedirectPath('', '/my-account/orders?page=2')).toBe('/?login&return=%2Fmy-account%2Forders%3Fpage%3D2');
    expect(loginRedirectPath('/fi', '/fi/my-account')).toBe('/fi/?login&return=%2Ffi%2Fmy-account');
    const back = new URL(`http://fi.localhost${loginRedirectPath('', '/my-account/orders?page=2')}`).searchParams.get('return');
    expect(returnPathFrom(back)).toBe('/my-account/orders?page=2');
  });
});

describe('the return target', () => {
  it.each(['/my-account/orders', '/my-account/orders?page=2', '/fi/my-account', '/my-order/TD-100234', '/sok?q=sk%C3%A4rm'])('keeps %s', (path) => {
    expect(returnPathFrom(path)).toBe(path);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['an absolute URL', 'https://evil.example/my-account'],
    ['a scheme-relative URL', '//evil.example/my-account'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a backslash later on', '/my-account\\..\\x'],
    ['a tab the browser strips', '/\t/evil.example'],
    ['a newline', '/my-account\n'],
    ['a relative path', 'my-account'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a dotted path that resolves elsewhere', '/my-account/../../evil'],
    ['a space', '/my account'],
    ['a path longer than any of ours', `/${'a'.repeat(600)}`],
  ])('ignores %s', (_, value) => {
    expect(returnPathFrom(value)).toBeNull();
  });
});

describe('where signing in leads', () => {
  const customer = { orderId: null };
  const lookup = { orderId: 'TD-100237' };

  it('a customer back to the page asked for, else to the orders', () => {
    expect(pathAfterSignIn(customer, '/my-account/profile')).toEqual({ kind: 'return', path: '/my-account/profile' });
    expect(pathAfterSignIn(customer, null)).toEqual({ kind: 'orders' });
  });

  it('an order look-up back to its own order only, else to that order', () => {
    expect(pathAfterSignIn(lookup, '/my-order/TD-100237')).toEqual({ kind: 'return', path: '/my-order/TD-100237' });
    expect(pathAfterSignIn(lookup, '/no/my-order/return/TD-100237')).toEqual({ kind: 'return', path: '/no/my-order/return/TD-100237' });
    expect(pathAfterSignIn(lookup, '/my-order/TD-1002370')).toEqual({ kind: 'order', orderId: 'TD-100237' });
    expect(pathAfterSignIn(lookup, '/my-account/orders')).toEqual({ kind: 'order', orderId: 'TD-100237' });
    expect(pathAfterSignIn(lookup, null)).toEqual({ kind: 'order', orderId: 'TD-100237' });
  });
});

describe('the order a return target belongs to', () => {
  it.each([
    ['/my-order/TD-100237', 'TD-100237'],
    ['/fi/my-order/return/TD-100237', 'TD-100237'],
    ['/my-order/TD-100237?x=1', 'TD-100237'],
    ['/my-order', null],
    ['/my-account/orders/TD-100237', null],
    ['/my-order/TD-100237/more', null],
    [null, null],
  ])('%s -> %s', (path, orderId) => {
    expect(orderOfReturn(path)).toBe(orderId);
  });
});
