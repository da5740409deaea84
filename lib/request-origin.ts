/**
 * What a request says about where it came from, and how far to believe it. `X-Forwarded-*` headers
 * are written by whoever sends the request, so they count only when the shop runs behind a proxy of
 * our own that overwrites them (`TRUSTED_PROXY=1`, see README: configuration). Next's server fills
 * them in from the socket when absent, which is why reading them unconditionally let any client pick
 * the storefront a cached page was rendered for.
 */

interface HeaderSource {
  get(name: string): string | null;
}

export function trustsProxy(): boolean {
  return process.env.TRUSTED_PROXY === '1';
}

/** The first of a comma-separated forwarded list: the value the outermost proxy saw. */
function firstForwarded(value: string | null): string | null {
  const first = value?.split(',')[0]?.trim();
  return first ? first : null;
}

/** The host the shopper asked for: `Host`, or the trusted proxy's `X-Forwarded-Host`. */
export function requestHost(headers: HeaderSource): string | null {
  const forwarded = trustsProxy() ? firstForwarded(headers.get('x-forwarded-host')) : null;
  return forwarded ?? headers.get('host');
}

/**
 * Whether the shopper's connection is https. `next start` itself serves plain http, so only a
 * trusted proxy that terminates TLS can say so.
 */
export function isHttpsRequest(headers: HeaderSource): boolean {
  return trustsProxy() && firstForwarded(headers.get('x-forwarded-proto')) === 'https';
}

/**
 * Who is asking, for rate limits: the address our proxy appended last to `X-Forwarded-For` (Next
 * writes the socket's address there when no proxy did). Without a trusted proxy a client can name
 * itself, so limits keyed on this are backed by limits per account or order number.
 */
export function clientAddress(headers: HeaderSource): string {
  const hops = headers.get('x-forwarded-for')?.split(',').map((hop) => hop.trim()).filter(Boolean) ?? [];
  return hops[hops.length - 1] ?? 'unknown';
}
