import { describe, expect, it } from 'vitest';
import { errorReportMediaType, incomingReports } from '@/platform/errors/incoming';
import { sanitiseReport, withoutQueries } from '@/platform/errors/sanitise';
import { failedSessionVerdict } from '@/platform/session/session-verdict';

const report = { error: 'boom', level: 'error' as const, stack: 'Error: boom', userAgent: 'Chromium', url: 'https://sv.example/produkt/a' };

describe('error reports as the backend stores them', () => {
  it('drop the query and fragment of every URL: no e-mail address, cart link or code in the store', () => {
    const clean = sanitiseReport({
      ...report,
      error: 'failed at https://sv.example/track-order/TD-1?email=a@b.se then http://x.se/#cart=1:2',
      stack: 'at load (https://sv.example/_next/static/chunks/a.js?v=3:1:20)\nat https://sv.example/kassan?code=VIP10#top',
      url: 'https://sv.example/track-order/TD-1?email=a@b.se#x',
    });
    expect(clean.url).toBe('https://sv.example/track-order/TD-1');
    expect(clean.error).toBe('failed at https://sv.example/track-order/TD-1 then http://x.se/');
    expect(clean.stack).toBe('at load (https://sv.example/_next/static/chunks/a.js)\nat https://sv.example/kassan');
    expect(JSON.stringify(clean)).not.toMatch(/a@b\.se|VIP10|cart=/);
  });

  it('strips the query of a path as well', () => {
    expect(sanitiseReport({ ...report, url: '/checkout/confirmation?order=TD-1' }).url).toBe('/checkout/confirmation');
  });

  it('neutralises line breaks and other control characters in one-line fields; a stack keeps its lines', () => {
    const clean = sanitiseReport({
      ...report,
      error: 'boom\r\n2025-01-01 level=info forged entry\u2028\u0000',
      userAgent: 'Chromium\nX-Injected: 1',
      url: 'https://sv.example/a\rb',
      stack: 'line 1\r\nline 2\u0007',
    });
    expect(clean.error).toBe('boom  2025-01-01 level=info forged entry  ');
    expect(clean.userAgent).toBe('Chromium X-Injected: 1');
    expect(clean.url).toBe('https://sv.example/a b');
    expect(clean.stack).toBe('line 1 \nline 2 ');
  });

  it('caps each field', () => {
    const clean = sanitiseReport({ ...report, error: 'x'.repeat(5000), userAgent: 'u'.repeat(900) });
    expect(clean.error).toHaveLength(2000);
    expect(clean.userAgent).toHaveLength(500);
  });

  it('leaves URLs without a query alone', () => {
    expect(withoutQueries('see https://sv.example/produkt/a and /kassan')).toBe('see https://sv.example/produkt/a and /kassan');
  });
});

describe('what the error endpoint takes', () => {
  it('knows its three media types', () => {
    expect(errorReportMediaType('application/json; charset=utf-8')).toBe('application/json');
    expect(errorReportMediaType('application/csp-report')).toBe('application/csp-report');
    expect(errorReportMediaType('application/reports+json')).toBe('application/reports+json');
    expect(errorReportMediaType('text/plain')).toBeNull();
    expect(errorReportMediaType(null)).toBeNull();
  });

  it("takes the shop's own report and refuses another shape", () => {
    expect(incomingReports('application/json', report, 'UA')).toEqual([report]);
    expect(incomingReports('application/json', { ...report, level: 'fatal' }, 'UA')).toBeNull();
    expect(incomingReports('application/json', [report], 'UA')).toBeNull();
  });

  it('turns a report-uri CSP violation into a report of level csp', () => {
    const body = {
      'csp-report': {
        'document-uri': 'https://sv.example/kassan?email=a@b.se',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'source-file': 'https://sv.example/kassan',
        'line-number': 12,
      },
    };
    expect(incomingReports('application/csp-report', body, 'Chromium')).toEqual([
      {
        error: 'CSP script-src-elem blocked inline',
        level: 'csp',
        stack: 'https://sv.example/kassan:12',
        userAgent: 'Chromium',
        url: 'https://sv.example/kassan?email=a@b.se',
      },
    ]);
  });

  it('turns Reporting API CSP violations into reports of level csp, other report types dropped', () => {
    const body = [
      {
        type: 'csp-violation',
        url: 'https://sv.example/kassan',
        user_agent: 'Chromium 140',
        body: { documentURL: 'https://sv.example/kassan', effectiveDirective: 'connect-src', blockedURL: 'https://evil.example/x?c=1' },
      },
      { type: 'deprecation', url: 'https://sv.example/', body: {} },
    ];
    const reports = incomingReports('application/reports+json', body, 'fallback UA');
    expect(reports).toEqual([
      { error: 'CSP connect-src blocked https://evil.example/x?c=1', level: 'csp', userAgent: 'Chromium 140', url: 'https://sv.example/kassan' },
    ]);
    expect(sanitiseReport(reports![0]!).error).toBe('CSP connect-src blocked https://evil.example/x');
  });

  it('refuses a CSP body of the wrong shape', () => {
    expect(incomingReports('application/csp-report', { report: 1 }, 'UA')).toBeNull();
    expect(incomingReports('application/reports+json', { type: 'csp-violation' }, 'UA')).toBeNull();
  });
});

describe('a failed auth call and the session (a backend outage signs nobody out)', () => {
  it.each([
    [{ kind: 'http', status: 401 }, 'signed_out'],
    [{ kind: 'http', status: 500 }, 'unavailable'],
    [{ kind: 'http', status: 503 }, 'unavailable'],
    [{ kind: 'timeout', afterMs: 8000 }, 'unavailable'],
    [{ kind: 'network', message: 'ECONNREFUSED' }, 'unavailable'],
    [{ kind: 'validation', message: 'not JSON' }, 'unavailable'],
  ] as const)('%j -> %s', (error, verdict) => {
    expect(failedSessionVerdict({ ok: false, error })).toBe(verdict);
  });
});
