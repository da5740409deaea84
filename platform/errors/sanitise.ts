import type { ErrorReport } from '@/platform/api/calls/reports';

/**
 * What an error report may carry into the backend's store. A query or fragment can hold an e-mail
 * address (track-order), a cart link or a discount code, so every URL loses both; a line break in
 * a one-line field would let a report forge the next entry of a log, so control characters become spaces.
 */
const MAX_FIELD = 2000;
const MAX_USER_AGENT = 500;

const URL_WITH_QUERY = /\b((?:https?|wss?):\/\/[^\s?#"'<>()]*)[?#][^\s"'<>()]*/gi;
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const CONTROL_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Every absolute URL in a text, without its query and fragment. */
export function withoutQueries(text: string): string {
  return text.replace(URL_WITH_QUERY, '$1');
}

/** A URL, absolute or a path, without its query and fragment. */
function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

function singleLine(text: string): string {
  return text.replace(CONTROL, ' ');
}

export function sanitiseReport(report: ErrorReport): ErrorReport {
  const stack = report.stack === undefined ? undefined : withoutQueries(report.stack).replace(CONTROL_BUT_LINE_FEED, ' ');
  return {
    error: singleLine(withoutQueries(report.error)).slice(0, MAX_FIELD),
    level: report.level,
    stack: stack?.slice(0, MAX_FIELD),
    userAgent: singleLine(report.userAgent).slice(0, MAX_USER_AGENT),
    url: singleLine(withoutQuery(report.url)).slice(0, MAX_FIELD),
  };
}
