import type { TrackingOrigins } from '@/platform/tracking/tracking-config';

/**
 * The headers every response carries, and the content security policy of each kind of response
 * (docs/decisions/0006). Pure: proxy.ts decides which kind a request is and supplies the nonce.
 */

/**
 * Where violation reports go: our own error endpoint, which rate-limits and sanitises them. Only
 * `report-uri`: given a `report-to` group too, Chromium ignores it and batches reports for up to a
 * minute through the Reporting API, while every browser still sends `report-uri` reports at once.
 */
const CSP_REPORT_PATH = '/captuerr';

/**
 * Cached pages are the same bytes for every shopper, so they cannot carry a per-request nonce, and
 * Next writes each page's data as inline scripts whose content differs per page, so no hash list can
 * name them: inline script has to be allowed there. Everything else is locked to our own origin.
 * Per-request pages (checkout, account, order look-up, search: `cspMode`, platform/routing/route-of.ts) get
 * a nonce and `'strict-dynamic'`.
 */
export type ResponseKind = { kind: 'cached-page' } | { kind: 'per-request-page'; nonce: string; inlineScriptHashes: readonly string[] } | { kind: 'resource' };

export interface PolicyContext {
  /** Origins product and CMS images come from besides our own (the backend's image host). */
  imageOrigins: readonly string[];
  /** The configured tag manager's and recommendation provider's hosts (platform/tracking/tracking-config.ts). */
  tracking: TrackingOrigins;
  https: boolean;
  /** `next dev` evaluates modules with eval for fast refresh; production never does. */
  development: boolean;
}

const sources = (origins: readonly string[]) => origins.map((origin) => ` ${origin}`).join('');

/**
 * Under `'strict-dynamic'` a host list is ignored: the tag manager, inserted by our own nonced code,
 * is trusted by that, and so are the tags it inserts. Cached pages name its hosts instead.
 */
function scriptSources(response: ResponseKind, context: PolicyContext): string {
  const evaluation = context.development ? " 'unsafe-eval'" : '';
  if (response.kind === 'per-request-page') {
    const hashes = response.inlineScriptHashes.map((hash) => ` '${hash}'`).join('');
    return `'nonce-${response.nonce}' 'strict-dynamic'${hashes}${evaluation}`;
  }
  return `'self' 'unsafe-inline'${sources(context.tracking.scripts)}${evaluation}`;
}

export function contentSecurityPolicy(response: ResponseKind, context: PolicyContext): string {
  const report = [`report-uri ${CSP_REPORT_PATH}`];
  if (response.kind === 'resource') {
    return ["default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'", ...report].join('; ');
  }
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources(response, context)}`,
    // React writes style attributes (progress bars, masonry); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', ...context.imageOrigins, ...context.tracking.images].join(' ')}`,
    "font-src 'self'",
    `connect-src 'self'${sources(context.tracking.connect)}${context.development ? ' ws:' : ''}`,
    "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(context.https ? ['upgrade-insecure-requests'] : []),
    ...report,
  ];
  return directives.join('; ');
}

/** HSTS only where the shopper's connection is https: a plain-http answer cannot set it anyway. */
const HSTS = 'max-age=31536000';

export function securityHeaders(response: ResponseKind, context: PolicyContext): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(response, context),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    ...(context.https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
