import { describe, expect, it } from 'vitest';
import { errorReport } from '@/platform/errors/error-report';
import { errorStatus } from '@/platform/errors/error-status';

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
