import * as z from 'zod/mini';
import type { ErrorReport } from '@/platform/api/calls/reports';

/**
 * The bodies the error endpoint takes: the shop's own reports (platform/errors/error-report.ts) and the
 * browser's CSP violation reports, in the old `report-uri` shape (`application/csp-report`) and the
 * Reporting API's (`application/reports+json`). Each becomes the backend's report shape; a CSP
 * violation gets level `csp`.
 */
const ERROR_REPORT_MEDIA_TYPES = ['application/json', 'application/csp-report', 'application/reports+json'] as const;
export type ErrorReportMediaType = (typeof ERROR_REPORT_MEDIA_TYPES)[number];

/** A Reporting API delivery may batch reports; more than this from one post are dropped. */
const MAX_REPORTS_PER_POST = 10;

const text = z.string().check(z.maxLength(100_000));

const shopReportSchema = z.object({
  error: text,
  level: z.enum(['error', 'warning', 'info']),
  stack: z.optional(text),
  userAgent: text,
  url: text,
});

const legacyCspSchema = z.object({
  'csp-report': z.object({
    'document-uri': z.optional(text),
    'violated-directive': z.optional(text),
    'effective-directive': z.optional(text),
    'blocked-uri': z.optional(text),
    'source-file': z.optional(text),
    'line-number': z.optional(z.number()),
  }),
});

const reportingApiSchema = z
  .array(
    z.object({
      type: z.string(),
      url: z.optional(text),
      user_agent: z.optional(text),
      body: z.optional(
        z.object({
          documentURL: z.optional(text),
          effectiveDirective: z.optional(text),
          blockedURL: z.optional(text),
          sourceFile: z.optional(text),
          lineNumber: z.optional(z.number()),
        }),
      ),
    }),
  )
  .check(z.maxLength(100));

interface Violation {
  directive?: string;
  blocked?: string;
  document?: string;
  sourceFile?: string;
  line?: number;
  userAgent?: string;
}

function violationReport(violation: Violation, userAgent: string): ErrorReport {
  const source = violation.sourceFile ? `${violation.sourceFile}${violation.line === undefined ? '' : `:${violation.line}`}` : undefined;
  return {
    error: `CSP ${violation.directive ?? 'unknown directive'} blocked ${violation.blocked || 'inline'}`,
    level: 'csp',
    ...(source ? { stack: source } : {}),
    userAgent: violation.userAgent ?? userAgent,
    url: violation.document ?? '',
  };
}

/** The reports in a body of this media type, or null when it is not one. */
export function incomingReports(mediaType: ErrorReportMediaType, body: unknown, userAgent: string): ErrorReport[] | null {
  if (mediaType === 'application/json') {
    const report = shopReportSchema.safeParse(body);
    return report.success ? [report.data] : null;
  }
  if (mediaType === 'application/csp-report') {
    const parsed = legacyCspSchema.safeParse(body);
    if (!parsed.success) return null;
    const csp = parsed.data['csp-report'];
    return [
      violationReport(
        {
          directive: csp['effective-directive'] ?? csp['violated-directive'],
          blocked: csp['blocked-uri'],
          document: csp['document-uri'],
          sourceFile: csp['source-file'],
          line: csp['line-number'],
        },
        userAgent,
      ),
    ];
  }
  const parsed = reportingApiSchema.safeParse(body);
  if (!parsed.success) return null;
  return parsed.data
    .filter((report) => report.type === 'csp-violation')
    .slice(0, MAX_REPORTS_PER_POST)
    .map((report) =>
      violationReport(
        {
          directive: report.body?.effectiveDirective,
          blocked: report.body?.blockedURL,
          document: report.body?.documentURL ?? report.url,
          sourceFile: report.body?.sourceFile,
          line: report.body?.lineNumber,
          userAgent: report.user_agent,
        },
        userAgent,
      ),
    );
}

/** The media type of a Content-Type header when the endpoint takes it. */
export function errorReportMediaType(contentType: string | null): ErrorReportMediaType | null {
  const media = contentType?.split(';')[0]?.trim().toLowerCase();
  return ERROR_REPORT_MEDIA_TYPES.find((type) => type === media) ?? null;
}
