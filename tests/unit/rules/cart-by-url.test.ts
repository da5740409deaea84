import { describe, expect, it } from 'vitest';
import { CART_LINK_MAX_LENGTH, CART_LINK_MAX_LINES, type CartLinkFailure, type CartLinkLine, decodeCartLink } from '@/features/cart/cart-by-url';

const lines = (count: number) => Array.from({ length: count }, (_, i) => `TDS${i}:1`).join(';');
const toBase64Url = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A link as a tool that writes the documented format makes it, valid or not. */
const linkFor = (input: readonly CartLinkLine[]) => toBase64Url(btoa(input.map((line) => `${line.sku}:${line.quantity}`).join(';')));

describe('limits', () => {
  it('are 2048 characters and 50 lines', () => {
    expect([CART_LINK_MAX_LENGTH, CART_LINK_MAX_LINES]).toEqual([2048, 50]);
  });
});

describe('decodeCartLink reads links', () => {
  it.each<[string, string, CartLinkLine[]]>([
    [
      'base64',
      btoa('TDS10001:2;TDS10002:1'),
      [
        { sku: 'TDS10001', quantity: 2 },
        { sku: 'TDS10002', quantity: 1 },
      ],
    ],
    [
      'base64url without padding',
      toBase64Url(btoa('TDS10001:2;TDS1:1')),
      [
        { sku: 'TDS10001', quantity: 2 },
        { sku: 'TDS1', quantity: 1 },
      ],
    ],
    ['base64 without padding', btoa('TDS1:1').replace(/=+$/, ''), [{ sku: 'TDS1', quantity: 1 }]],
    ['a trailing semicolon', btoa('TDS1:3;'), [{ sku: 'TDS1', quantity: 3 }]],
    ['sku characters . _ -', btoa('a.b_c-D9:4'), [{ sku: 'a.b_c-D9', quantity: 4 }]],
    ['a 40-character sku', btoa(`${'A'.repeat(40)}:1`), [{ sku: 'A'.repeat(40), quantity: 1 }]],
    ['quantity 5000', btoa('TDS1:5000'), [{ sku: 'TDS1', quantity: 5000 }]],
    [
      'duplicates summed',
      btoa('TDS1:2;TDS2:1;TDS1:3'),
      [
        { sku: 'TDS1', quantity: 5 },
        { sku: 'TDS2', quantity: 1 },
      ],
    ],
    ['duplicates capped at 5000', btoa('TDS1:3000;TDS1:3000'), [{ sku: 'TDS1', quantity: 5000 }]],
  ])('%s', (_case, param, expected) => {
    expect(decodeCartLink(param)).toEqual({ ok: true, lines: expected });
  });

  it('reads exactly 50 lines', () => {
    const result = decodeCartLink(btoa(lines(50)));
    expect(result.ok && result.lines.length).toBe(50);
  });
});

describe('decodeCartLink refuses', () => {
  it.each<[string, string | null | undefined, CartLinkFailure]>([
    ['an empty parameter', '', 'malformed'],
    ['null', null, 'malformed'],
    ['undefined', undefined, 'malformed'],
    ['!!!', '!!!', 'malformed'],
    ['<script>', '<script>', 'malformed'],
    ['a length of 4n + 1', 'VERTM', 'malformed'],
    ['padding only', '==', 'malformed'],
    ['a 10 kB string', 'A'.repeat(10_240), 'too-long'],
    ['2049 characters', 'A'.repeat(CART_LINK_MAX_LENGTH + 1), 'too-long'],
    ['a pair without quantity', btoa('TDS1'), 'malformed'],
    ['a pair with two colons', btoa('TDS1:1:2'), 'malformed'],
    ['an empty pair', btoa('TDS1:1;;TDS2:1'), 'malformed'],
    ['a lone semicolon', btoa(';'), 'malformed'],
    ['a NUL byte', btoa('TDS1:1\u0000'), 'malformed'],
    ['a newline', btoa('TDS1:1\nTDS2:1'), 'malformed'],
    ['non-ASCII bytes', btoa('TDS\u00e5:1'), 'malformed'],
    ['60 lines', btoa(lines(60)), 'too-many-lines'],
    ['51 lines', btoa(lines(51)), 'too-many-lines'],
    ['a path', btoa('../../etc:1'), 'bad-sku'],
    ['HTML', btoa('<script>alert(1)</script>:1'), 'bad-sku'],
    ['an empty sku', btoa(':1'), 'bad-sku'],
    ['a 41-character sku', btoa(`${'A'.repeat(41)}:1`), 'bad-sku'],
    ['a sku with a space', btoa('TDS 1:1'), 'bad-sku'],
    ['a sku starting with a dot', btoa('.hidden:1'), 'bad-sku'],
    ['quantity abc', btoa('TDS1:abc'), 'bad-quantity'],
    ['quantity 0', btoa('TDS1:0'), 'bad-quantity'],
    ['quantity 5001', btoa('TDS1:5001'), 'bad-quantity'],
    ['quantity -1', btoa('TDS1:-1'), 'bad-quantity'],
    ['quantity 1.5', btoa('TDS1:1.5'), 'bad-quantity'],
    ['quantity 01', btoa('TDS1:01'), 'bad-quantity'],
    ['quantity +1', btoa('TDS1:+1'), 'bad-quantity'],
    ['an empty quantity', btoa('TDS1:'), 'bad-quantity'],
    ['a huge quantity', btoa('TDS1:99999999999'), 'bad-quantity'],
    ['one bad line among good ones', btoa('TDS1:1;TDS2:0;TDS3:1'), 'bad-quantity'],
  ])('%s', (_case, param, reason) => {
    expect(decodeCartLink(param)).toEqual({ ok: false, reason });
  });

  // 'ab?' and 'ab>' encode to base64 with '/' and '+': the sku is refused, which proves the
  // parameter itself was decoded in each alphabet.
  it.each([
    ['/ in base64', 'YWI/OjE='],
    ['_ in base64url', 'YWI_OjE'],
    ['+ in base64', 'YWI+OjE='],
    ['- in base64url', 'YWI-OjE'],
    ['+ turned into a space by query decoding', 'YWI OjE='],
  ])('decodes %s', (_case, param) => {
    expect(decodeCartLink(param)).toEqual({ ok: false, reason: 'bad-sku' });
  });
});

describe('links as the documented format writes them', () => {
  it.each<[string, CartLinkLine[]]>([
    ['one line', [{ sku: 'TDS10001', quantity: 2 }]],
    [
      'two lines',
      [
        { sku: 'TDS10001', quantity: 2 },
        { sku: 'a.b_c-D', quantity: 5000 },
      ],
    ],
    ['50 lines', Array.from({ length: 50 }, (_, i) => ({ sku: `TDS${i}`, quantity: i + 1 }))],
  ])('reads %s', (_case, input) => {
    const param = linkFor(input);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCartLink(param)).toEqual({ ok: true, lines: input });
  });

  it('reads the documented example', () => {
    expect(decodeCartLink(toBase64Url(btoa('TDS10001:2;TDS10002:1')))).toEqual({
      ok: true,
      lines: [
        { sku: 'TDS10001', quantity: 2 },
        { sku: 'TDS10002', quantity: 1 },
      ],
    });
  });

  it.each<[string, CartLinkLine[]]>([
    ['no lines', []],
    ['51 lines', Array.from({ length: 51 }, (_, i) => ({ sku: `TDS${i}`, quantity: 1 }))],
    ['a bad sku', [{ sku: '../x', quantity: 1 }]],
    ['quantity 0', [{ sku: 'TDS1', quantity: 0 }]],
    ['quantity 5001', [{ sku: 'TDS1', quantity: 5001 }]],
    ['quantity 1.5', [{ sku: 'TDS1', quantity: 1.5 }]],
    ['a link over 2048 characters', Array.from({ length: 50 }, (_, i) => ({ sku: `${'X'.repeat(36)}${i}`, quantity: 5000 }))],
  ])('adds nothing from %s', (_case, input) => {
    expect(decodeCartLink(linkFor(input)).ok).toBe(false);
  });
});
