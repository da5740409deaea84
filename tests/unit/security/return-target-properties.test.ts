import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginRedirectPath, orderOfReturn, returnPathFrom } from '@/platform/session/login-return';

const RUNS = { numRuns: 5000 };
const STOREFRONT = 'https://sv.example';

/** Text that could arrive in `return`: slashes, backslashes, dots, escapes and white space come often. */
const untrusted = fc.oneof(
  fc.string(),
  fc.string({
    unit: fc.constantFrom('/', '\\', '.', '%', '2', 'f', 'F', 'e', '@', ':', '?', '#', ' ', '\t', '\n', 'a', 'h', 't', 'p', 's', '\u2028', '\u3002'),
  }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath().map((path) => `/${path.replace(/^\/+/, '')}`),
);

/** A page of ours as the login redirect would carry it: path segments and a query, percent-encoded. */
const ourPage = fc
  .tuple(
    fc.constantFrom('', '/no', '/fi'),
    fc.array(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 4 }),
    fc.option(fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string({ maxLength: 12 }), { maxKeys: 3 }), { nil: undefined }),
  )
  .map(([prefix, segments, query]) => {
    const url = new URL(`${STOREFRONT}${prefix}/${segments.map(encodeURIComponent).join('/')}`);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.append(name, value);
    return `${url.pathname}${url.search}`;
  })
  .filter((path) => path.length <= 512);

describe('return targets from any text', () => {
  it('accepts a target only as written, one the browser resolves to the same path on the same host, and never throws', () => {
    fc.assert(
      fc.property(untrusted, (value) => {
        const path = returnPathFrom(value);
        if (path === null) return;
        expect(path).toBe(value);
        const resolved = new URL(path, STOREFRONT);
        expect(resolved.origin).toBe(STOREFRONT);
        expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(path);
        expect(path).not.toMatch(/^\/\/|\\|[\u0000-\u001f\u007f\s]/);
      }),
      RUNS,
    );
  });

  it('takes back every page of ours the login redirect sent along, in any storefront', () => {
    fc.assert(
      fc.property(ourPage, (page) => {
        const carried = new URL(loginRedirectPath('', page), STOREFRONT).searchParams.get('return');
        expect(returnPathFrom(carried)).toBe(page);
      }),
      RUNS,
    );
  });

  it('finds an order only in a target it accepted, as an id of letters, digits and hyphens', () => {
    fc.assert(
      fc.property(untrusted, (value) => {
        const order = orderOfReturn(returnPathFrom(value));
        if (order !== null) expect(order).toMatch(/^[A-Za-z0-9-]{3,40}$/);
      }),
      RUNS,
    );
  });
});
