import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorReport } from '@/platform/errors/error-report';
import { errorStatus } from '@/platform/errors/error-status';
import { StatusError } from '@/platform/errors/status-error';

describe('client error reports (docs/product/errors.md, ERR-10)', () => {
  it('carries error, level, stack, userAgent and url, each capped', () => {
    const error = new Error('x'.repeat(5000));
    const report = errorReport(error, 'error', { userAgent: 'Chromium', url: 'https://sv.example/produkt/a' });
    expect(report).toMatchObject({ level: 'error', userAgent: 'Chromium', url: 'https://sv.example/produkt/a' });
    expect(report.error).toHaveLength(2000);
    expect(report.stack?.length).toBeLessThanOrEqual(2000);
    expect(errorReport('plain text', 'warning', { userAgent: '', url: '' })).toMatchObject({ error: 'plain text', stack: undefined });
  });

  it.each([
    [{ status: 404 }, 404],
    [{ statusCode: 503 }, 503],
    [{ status: 200 }, 500],
    [{ status: 'bad' }, 500],
    [new Error('boom'), 500],
    [null, 500],
  ])('error page status of %j is %i', (error, status) => {
    expect(errorStatus(error)).toBe(status);
  });
});

describe('a status carried across to the browser (docs/product/errors.md, ERR-2)', () => {
  // What a production browser gets of a server error: no message, no fields, only the digest.
  const inBrowser = (error: Error & { digest?: string }) => Object.assign(new Error(), { digest: error.digest });

  it.each([404, 503])('a %i survives as the digest alone', (status) => {
    const error = new StatusError('The main menu could not be read (http).', status);
    expect(error.digest).toBe(`SHOP_STATUS;${status}`);
    expect(errorStatus(inBrowser(error))).toBe(status);
  });

  it.each([
    ['3741273671', 500],
    ['NEXT_HTTP_ERROR_FALLBACK;404', 500],
    ['SHOP_STATUS;200', 500],
    ['SHOP_STATUS;503;x', 500],
    ['xSHOP_STATUS;503', 500],
  ])('digest %j shows %i', (digest, status) => {
    expect(errorStatus({ digest })).toBe(status);
  });

  it('shows an error status whatever the error holds', () => {
    fc.assert(
      fc.property(
        fc.record({ status: fc.anything(), statusCode: fc.anything(), digest: fc.oneof(fc.string(), fc.anything()) }, { requiredKeys: [] }),
        (error) => {
          const status = errorStatus(error);
          return Number.isInteger(status) && status >= 400 && status <= 599;
        },
      ),
    );
  });
});
