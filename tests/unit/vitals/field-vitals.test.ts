import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldReport,
  MAX_LAYOUT_SHIFT,
  MAX_TIMING_SECONDS,
  OTHER_PAGE,
  PAGE_LABELS,
  pageOf,
  STOREFRONT_LABELS,
  VITAL_NAMES,
} from '@/platform/vitals/field-vitals';

const SV = 'sv.localhost:3000';
const FI = 'fi.localhost:3000';

describe('the page a beacon names', () => {
  it.each([
    [SV, '/', '/[locale]'],
    [SV, '/produkt/iphone-13-skarm', '/[locale]/product/[slug]'],
    [FI, '/tuote/iphone-13-naytto', '/[locale]/product/[slug]'],
    [SV, '/kategori/reservdelar/sk%C3%A4rm', '/[locale]/category/[...path]'],
    [SV, '/sok', '/[locale]/search'],
    [SV, '/checkout', '/[locale]/checkout'],
    [SV, '/my-order/TD-100237', '/[locale]/my-order/[id]'],
    [SV, '/om-oss', '/[locale]/[...slug]'],
    ['localhost:3000', '/fi/tuote/x', '/[locale]/product/[slug]'],
  ])('on %s, %s is %s', (host, path, page) => {
    expect(pageOf(host, path)).toBe(page);
  });

  it.each(['/api/vitals', '/captuerr', '/sitemap.xml', 'produkt/x', '/abc%zz', '/a%2525'])('%s is no page: other', (path) => {
    expect(pageOf(SV, path)).toBe(OTHER_PAGE);
  });
});

describe('a beacon as the metrics keep it', () => {
  it('turns milliseconds into seconds, keeps CLS as a score, and labels page and storefront', () => {
    const report = fieldReport(
      {
        path: '/produkt/x',
        vitals: [
          { name: 'LCP', value: 2140.5 },
          { name: 'CLS', value: 0.031 },
          { name: 'INP', value: 96 },
        ],
      },
      SV,
    );
    expect(report).toEqual({
      page: '/[locale]/product/[slug]',
      storefront: 'sv',
      observations: [
        { name: 'LCP', value: 2.1405 },
        { name: 'CLS', value: 0.031 },
        { name: 'INP', value: 0.096 },
      ],
    });
  });

  it('clamps what no page load takes and leaves out what measures nothing', () => {
    const report = fieldReport(
      {
        path: '/',
        vitals: [
          { name: 'LCP', value: 9e12 },
          { name: 'CLS', value: 400 },
          { name: 'TTFB', value: -5 },
          { name: 'FID', value: 3 },
          { name: 'LCP', value: 100 },
        ],
      },
      'evil.example',
    );
    expect(report).toEqual({
      page: '/[locale]',
      storefront: 'none',
      observations: [
        { name: 'LCP', value: MAX_TIMING_SECONDS },
        { name: 'CLS', value: MAX_LAYOUT_SHIFT },
      ],
    });
  });

  it.each([
    null,
    'x',
    [],
    { path: 1, vitals: [] },
    { path: '/', vitals: {} },
    { path: '/' + 'a'.repeat(1024), vitals: [] },
    { path: '/', vitals: Array(6).fill({}) },
  ])('refuses %j: no beacon', (body) => {
    expect(fieldReport(body, SV)).toBeNull();
  });
});

describe('whatever a client sends', () => {
  const anyValue = fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY));
  const vital = fc.record({ name: fc.oneof(fc.constantFrom(...VITAL_NAMES), fc.string()), value: anyValue }, { requiredKeys: [] });
  const body = fc.oneof(
    fc.jsonValue(),
    fc.record({
      path: fc.oneof(fc.string(), fc.webPath(), fc.constantFrom('/produkt/a', '/kategori/a/b', '/sok')),
      vitals: fc.array(fc.oneof(vital, fc.jsonValue()), { maxLength: 7 }),
    }),
  );
  const host = fc.oneof(fc.constantFrom(SV, FI, 'localhost:3000', 'no.localhost:3000'), fc.string(), fc.constant(null));

  it('gets labels from the fixed lists only and observations within their ceilings', () => {
    fc.assert(
      fc.property(body, host, (sent, asked) => {
        const report = fieldReport(sent, asked);
        if (!report) return;
        expect(PAGE_LABELS).toContain(report.page);
        expect(STOREFRONT_LABELS).toContain(report.storefront);
        expect(report.observations.length).toBeLessThanOrEqual(VITAL_NAMES.length);
        for (const { name, value } of report.observations) {
          expect(VITAL_NAMES).toContain(name);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(name === 'CLS' ? MAX_LAYOUT_SHIFT : MAX_TIMING_SECONDS);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
