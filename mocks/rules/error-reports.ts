import type { ErrorReport } from '@/mocks/http/bodies';

const KEPT_REPORTS = 50;
const reports: (ErrorReport & { received_at: string })[] = [];

/** Keeps the newest 50 client error reports in memory. */
export function recordErrorReport(report: ErrorReport): void {
  reports.push({ ...report, received_at: new Date().toISOString() });
  if (reports.length > KEPT_REPORTS) reports.splice(0, reports.length - KEPT_REPORTS);
}

export function errorReports(): readonly (ErrorReport & { received_at: string })[] {
  return reports;
}
