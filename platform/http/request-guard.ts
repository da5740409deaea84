import { STOREFRONT_CODES, STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';

/**
 * Who may change state through the shop's route handlers: JSON from one of the five storefronts'
 * own pages. A cross-site form or `text/plain` fetch (login CSRF) fails the content type before any
 * body is read; a JSON request from elsewhere needs CORS pre-flight, which we never grant, and fails
 * the origin check besides. The rule is pure so that each refusal can be tested without a server.
 */
interface HeaderSource {
  get(name: string): string | null;
}

export interface Refusal {
  status: 400 | 403 | 413 | 415;
  error: 'malformed_json' | 'foreign_origin' | 'too_large' | 'unsupported_media_type';
}

export const STOREFRONT_ORIGINS: readonly string[] = STOREFRONT_CODES.map((code) => storefrontOrigin(STOREFRONTS[code]));

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** `application/json`, with or without a charset; the media type alone decides. */
export function isJsonContentType(value: string | null): boolean {
  return value?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The page's origin from `Origin`; without it (older browsers on same-origin requests) from
 * `Sec-Fetch-Site: same-origin`, which only the browser can set, or from `Referer`.
 */
export function isFromStorefront(headers: HeaderSource, origins: readonly string[] = STOREFRONT_ORIGINS): boolean {
  const origin = headers.get('origin');
  if (origin) return origins.includes(origin);
  if (headers.get('sec-fetch-site') === 'same-origin') return true;
  const referer = originOf(headers.get('referer'));
  return referer !== null && origins.includes(referer);
}

/**
 * Why a state-changing request is refused before its body is read, or null to go on. Its length is
 * the reader's to judge (platform/http/capped-body.ts), also before it reads a byte.
 */
export function refuseStateChange(headers: HeaderSource, origins?: readonly string[]): Refusal | null {
  if (!isJsonContentType(headers.get('content-type'))) return { status: 415, error: 'unsupported_media_type' };
  if (!isFromStorefront(headers, origins)) return { status: 403, error: 'foreign_origin' };
  return null;
}

/** A body that was too long, or cut short on its way in (platform/http/capped-body.ts). */
export const TOO_LARGE: Refusal = { status: 413, error: 'too_large' };

/** The body as JSON, or why not. */
export function parseJsonBody(text: string): { ok: true; body: unknown } | { ok: false; refusal: Refusal } {
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, refusal: { status: 400, error: 'malformed_json' } };
  }
}
