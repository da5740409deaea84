/**
 * Code of the shell that a first visit does not need before the shopper acts loads when it is needed
 * (decision 0065): an error report with the first error, the cookie settings with their button, the
 * search combobox with the shopper's reach for the field, the deal's ticking clock on the deal's own
 * product page (decision 0070). The shell links with hrefs made on the server, without next-intl's navigation (decision 0066). These
 * walk the static imports of the layouts and the pages a shopper browses, and of the cookie alert.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSING_ENTRIES, browserImports, importersOf, SHELL_ENTRIES, staticImports } from './client-modules';

const reportClientError = vi.fn();
vi.mock('@/platform/api/calls/reports', () => ({ reportClientError }));

describe('error reports on the pages a shopper browses', () => {
  const modules = staticImports(BROWSING_ENTRIES);

  it('hold the listener but not the report until an error', () => {
    expect(modules).toContain('features/shell/ErrorReporter.tsx');
    expect(modules).not.toContain('features/shell/send-error-report.ts');
    expect(modules).not.toContain('platform/errors/error-report.ts');
    expect(modules).not.toContain('platform/errors/sanitise.ts');
  });
});

describe('the search field on the pages a shopper browses', () => {
  const modules = staticImports(BROWSING_ENTRIES);

  it('is the plain field until the shopper reaches for it: no combobox keyboard, announcements or popup', () => {
    expect(modules).toContain('features/search/SearchField.tsx');
    expect(modules).not.toContain('features/search/SearchCombobox.tsx');
    expect(modules).not.toContain('features/search/combobox.ts');
    expect(importersOf(/aria-activedescendant/, browserImports(BROWSING_ENTRIES))).toEqual([]);
  });
});

describe('the deal banner on the pages a shopper browses', () => {
  const modules = staticImports(BROWSING_ENTRIES);

  it('holds the deal’s window but not the ticking clock', () => {
    expect(modules).toContain('features/catalog/deal/DealBannerClient.tsx');
    expect(modules).not.toContain('features/catalog/deal/DealCountdown.tsx');
    expect(importersOf(/import \{[^}]*\b(?:formatCountdown|DEAL_TICK_MS)\b/, modules)).toEqual([]);
  });
});

describe('the links of the shell', () => {
  it('leave next-intl’s navigation and the route table out of the browser', () => {
    const browser = browserImports(SHELL_ENTRIES);
    expect(browser).toContain('features/shell/menu/CategoryNav.tsx');
    expect(importersOf(/from '(?:@\/platform\/i18n\/(?:navigation|routing)|next-intl\/navigation)'/, browser)).toEqual([]);
  });

  it('and the catalog pages’ client components link the same way', () => {
    const browser = browserImports(BROWSING_ENTRIES);
    expect(browser).toContain('features/catalog/ProductCard.tsx');
    expect(importersOf(/from '(?:@\/platform\/i18n\/(?:navigation|routing)|next-intl\/navigation)'/, browser)).toEqual([]);
  });

  it('are not next-intl’s server Link either, which brings its client half', () => {
    const server = staticImports([...SHELL_ENTRIES, ...BROWSING_ENTRIES]);
    expect(importersOf(/import \{[^}]*\bLink\b[^}]*\} from '@\/platform\/i18n\/navigation'/, server)).toEqual([]);
  });
});

describe('the cookie alert of a first visit', () => {
  const modules = staticImports(['features/consent/CookieAlertPanel.tsx']);

  it('holds its three answers but not the settings view and its switches', () => {
    expect(modules).toContain('features/consent/CookieAlertBar.tsx');
    expect(importersOf(/role="switch"/, modules)).toEqual([]);
  });
});

describe('sendErrorReport', () => {
  beforeEach(() => {
    vi.resetModules();
    reportClientError.mockReset();
  });

  it('sends the address where the error happened, sanitised', async () => {
    const { sendErrorReport } = await import('@/features/shell/send-error-report');
    sendErrorReport('sv', new Error('boom'), { userAgent: 'phone', url: 'https://example.se/s?email=a@b.se' });
    expect(reportClientError).toHaveBeenCalledWith('sv', expect.objectContaining({ error: 'boom', level: 'error', userAgent: 'phone' }));
    expect(reportClientError.mock.calls[0]?.[1].url).not.toContain('a@b.se');
  });

  it('sends at most ten reports from one page view', async () => {
    const { sendErrorReport } = await import('@/features/shell/send-error-report');
    for (let report = 0; report < 12; report += 1) sendErrorReport('no', 'again', { userAgent: 'phone', url: 'https://example.no/' });
    expect(reportClientError).toHaveBeenCalledTimes(10);
  });
});
