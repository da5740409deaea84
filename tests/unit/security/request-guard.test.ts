import { describe, expect, it } from 'vitest';
import { isFromStorefront, isJsonContentType, parseJsonBody, refuseStateChange, STOREFRONT_ORIGINS } from '@/lib/http/request-guard';

const shop = STOREFRONT_ORIGINS[0]!;
const json = (extra: Record<string, string> = {}) => new Headers({ 'content-type': 'application/json', origin: shop, ...extra });

describe('state-changing route handlers: who may post', () => {
  it('has the five storefront origins', () => {
    expect(STOREFRONT_ORIGINS).toHaveLength(5);
  });

  it('takes JSON from a storefront page', () => {
    expect(refuseStateChange(json(), 100)).toBeNull();
    expect(refuseStateChange(json({ 'content-type': 'application/json; charset=utf-8' }), 100)).toBeNull();
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', ''])(
    'refuses %j with 415 (a cross-site form or text/plain post)',
    (type) => {
      expect(refuseStateChange(json({ 'content-type': type }), 100)).toEqual({ status: 415, error: 'unsupported_media_type' });
      expect(isJsonContentType(type)).toBe(false);
    },
  );

  it('refuses a foreign Origin with 403, even on a JSON request', () => {
    expect(refuseStateChange(json({ origin: 'https://evil.example' }), 100)).toEqual({ status: 403, error: 'foreign_origin' });
    expect(refuseStateChange(json({ origin: 'null' }), 100)?.status).toBe(403);
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

  it('refuses a body declared longer than the limit with 413 before reading it', () => {
    expect(refuseStateChange(json({ 'content-length': '101' }), 100)).toEqual({ status: 413, error: 'too_large' });
    expect(refuseStateChange(json({ 'content-length': '100' }), 100)).toBeNull();
  });

  it('answers 413 for a body that turned out too long and 400 for one that is not JSON', () => {
    expect(parseJsonBody(null)).toEqual({ ok: false, refusal: { status: 413, error: 'too_large' } });
    expect(parseJsonBody('{"email": ')).toEqual({ ok: false, refusal: { status: 400, error: 'malformed_json' } });
    expect(parseJsonBody('')).toEqual({ ok: false, refusal: { status: 400, error: 'malformed_json' } });
    expect(parseJsonBody('{"a":1}')).toEqual({ ok: true, body: { a: 1 } });
  });
});
