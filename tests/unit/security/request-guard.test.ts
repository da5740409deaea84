import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFromStorefront, isJsonContentType, parseJsonBody, refuseStateChange, STOREFRONT_ORIGINS } from '@/platform/http/request-guard';

const RUNS = { numRuns: 5000 };

const shop = STOREFRONT_ORIGINS[0]!;
const json = (extra: Record<string, string> = {}) => new Headers({ 'content-type': 'application/json', origin: shop, ...extra });

describe('state-changing route handlers: who may post', () => {
  it('has the five storefront origins', () => {
    expect(STOREFRONT_ORIGINS).toHaveLength(5);
  });

  it('takes JSON from a storefront page', () => {
    expect(refuseStateChange(json())).toBeNull();
    expect(refuseStateChange(json({ 'content-type': 'application/json; charset=utf-8' }))).toBeNull();
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', ''])(
    'refuses %j with 415 (a cross-site form or text/plain post)',
    (type) => {
      expect(refuseStateChange(json({ 'content-type': type }))).toEqual({ status: 415, error: 'unsupported_media_type' });
      expect(isJsonContentType(type)).toBe(false);
    },
  );

  it('refuses a foreign Origin with 403, even on a JSON request', () => {
    expect(refuseStateChange(json({ origin: 'https://evil.example' }))).toEqual({ status: 403, error: 'foreign_origin' });
    expect(refuseStateChange(json({ origin: 'null' }))?.status).toBe(403);
  });

  it('without Origin, believes Sec-Fetch-Site same-origin or a storefront Referer, nothing else', () => {
    const without = (extra: Record<string, string>) => new Headers({ 'content-type': 'application/json', ...extra });
    expect(isFromStorefront(without({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isFromStorefront(without({ referer: `${shop}/kassan?step=2` }))).toBe(true);
    expect(isFromStorefront(without({ 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isFromStorefront(without({ referer: 'https://evil.example/' }))).toBe(false);
    expect(isFromStorefront(without({ referer: 'not a url' }))).toBe(false);
    expect(isFromStorefront(without({}))).toBe(false);
  });

  it('answers 400 for a body that is not JSON', () => {
    expect(parseJsonBody('{"email": ')).toEqual({ ok: false, refusal: { status: 400, error: 'malformed_json' } });
    expect(parseJsonBody('')).toEqual({ ok: false, refusal: { status: 400, error: 'malformed_json' } });
    expect(parseJsonBody('{"a":1}')).toEqual({ ok: true, body: { a: 1 } });
  });
});

describe('the guard on any headers a client can send', () => {
  const origin = fc.oneof(
    fc.constantFrom(...STOREFRONT_ORIGINS, 'null', 'https://evil.example', `${shop}.evil.example`, `${shop}/`, shop.toUpperCase()),
    fc.webUrl(),
    fc.string(),
  );
  const contentType = fc.oneof(
    fc.constantFrom(
      'application/json',
      'Application/JSON ; charset=utf-8',
      'application/json;',
      'text/plain',
      'application/jsonx',
      'multipart/form-data; boundary=x',
    ),
    fc.string(),
  );
  const header = (name: string, value: fc.Arbitrary<string>) =>
    fc.option(
      value.map((text) => [name, text] as const),
      { nil: undefined },
    );
  const headers = fc
    .tuple(
      header('content-type', contentType),
      header('origin', origin),
      header('sec-fetch-site', fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none')),
      header('referer', fc.oneof(fc.webUrl(), fc.constantFrom(`${shop}/kassan`), fc.string())),
    )
    .map((pairs) => {
      const map = new Map<string, string>();
      for (const pair of pairs) if (pair) map.set(pair[0], pair[1]);
      return { get: (name: string) => map.get(name) ?? null };
    });

  it('lets a request on only as JSON from a storefront, refuses the rest with 415 or 403, and never throws', () => {
    fc.assert(
      fc.property(headers, (sent) => {
        const refusal = refuseStateChange(sent);
        if (refusal === null) {
          expect(isJsonContentType(sent.get('content-type'))).toBe(true);
          expect(isFromStorefront(sent)).toBe(true);
        } else {
          expect(refusal).toEqual(
            isJsonContentType(sent.get('content-type')) ? { status: 403, error: 'foreign_origin' } : { status: 415, error: 'unsupported_media_type' },
          );
        }
      }),
      RUNS,
    );
  });

  it("believes an Origin only when it is one of the five storefronts' exactly", () => {
    fc.assert(
      fc.property(origin, (sent) => {
        expect(isFromStorefront({ get: (name) => (name === 'origin' ? sent : null) })).toBe(STOREFRONT_ORIGINS.includes(sent));
      }),
      RUNS,
    );
  });

  it('parses any text as JSON or answers 400, and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const parsed = parseJsonBody(text);
        if (!parsed.ok) expect(parsed.refusal).toEqual({ status: 400, error: 'malformed_json' });
        else expect(parsed.body).toEqual(JSON.parse(text));
      }),
      RUNS,
    );
  });
});
