import { describe, expect, it } from 'vitest';
import { type Receipt, RECEIPT_COOKIE, readReceiptCookie, receiptCookieOptions, receiptCookieValue } from '@/platform/session/receipt-cookie';

const TOKEN = 'rcpt_0123456789abcdef';

describe('receipt cookie value: token and order id', () => {
  it.each<[string, Receipt]>([
    ['a plain order id', { orderId: 'TD-1001', token: TOKEN }],
    ['an order id with dots', { orderId: 'TD.2025.1001', token: TOKEN }],
    ['the shortest token', { orderId: 'TD-1', token: 'a'.repeat(16) }],
    ['the longest token', { orderId: 'TD-1', token: 'Z'.repeat(128) }],
    ['a token of every allowed character', { orderId: '1', token: 'AZaz09_-AZaz09_-' }],
  ])('%s reads back as written', (_, receipt) => {
    expect(readReceiptCookie(receiptCookieValue(receipt))).toEqual(receipt);
  });

  it('is the token, a dot and the order id', () => {
    expect(receiptCookieValue({ orderId: 'TD-1001', token: TOKEN })).toBe(`${TOKEN}.TD-1001`);
    expect(RECEIPT_COOKIE).toBe('td_receipt');
  });

  it.each<[string, string | undefined]>([
    ['no cookie', undefined],
    ['an empty value', ''],
    ['no dot', `${TOKEN}TD-1001`],
    ['no token', '.TD-1001'],
    ['a short token', 'abc123.TD-1001'],
    ['a 15-character token', `${'a'.repeat(15)}.TD-1001`],
    ['a 129-character token', `${'a'.repeat(129)}.TD-1001`],
    ['a token with a foreign character', `rcpt$0123456789abcdef.TD-1001`],
    ['a token with a space', `rcpt 0123456789abcdef.TD-1001`],
    ['an empty order id', `${TOKEN}.`],
    ['only a dot', '.'],
  ])('rejects %s', (_, value) => {
    expect(readReceiptCookie(value)).toBeNull();
  });
});

describe('receiptCookieOptions', () => {
  it('HttpOnly, on /, a day long; not Secure on a local development host (an https one: tests/unit/security/cookie-security.test.ts)', () => {
    expect(receiptCookieOptions(new Headers({ host: 'sv.localhost:3000' }))).toEqual({
      httpOnly: true,
      secure: false,
      sameSite: 'lax',
      path: '/',
      maxAge: 86_400,
    });
  });
});
