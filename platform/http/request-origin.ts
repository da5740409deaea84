import { parseAddress } from '@/platform/http/client-hop.mjs';
import { normalHost } from '@/platform/http/host-name.mjs';

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

/**
 * The host the shopper asked for: `Host`, or the trusted proxy's `X-Forwarded-Host`, in its one
 * spelling (platform/http/host-name.mjs); null when it is no host name at all.
 */
export function requestHost(headers: HeaderSource): string | null {
  const forwarded = trustsProxy() ? firstForwarded(headers.get('x-forwarded-host')) : null;
  return normalHost(forwarded ?? headers.get('host'));
}

/**
 * Whether the shopper's connection is https. `next start` itself serves plain http, so only a
 * trusted proxy that terminates TLS can say so.
 */
export function isHttpsRequest(headers: HeaderSource): boolean {
  return trustsProxy() && firstForwarded(headers.get('x-forwarded-proto')) === 'https';
}

/**
 * Who is asking, for rate limits: the one address our HTTP server (server/serve.mjs) wrote to
 * `X-Forwarded-For` in place of whatever the client sent, the socket's peer or the hop our proxies
 * vouch for. An IPv4 address is its own key, also when it arrives IPv4-mapped (`::ffff:192.0.2.7`,
 * as a dual-stack socket reports it). An IPv6 client is keyed by its /64: a single subscriber is
 * usually handed a whole /64, and could otherwise take a fresh address for every attempt.
 */
export function clientAddress(headers: HeaderSource): string {
  const hops =
    headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((hop) => hop.trim())
      .filter(Boolean) ?? [];
  const address = parseAddress(hops[hops.length - 1] ?? '');
  if (address === null) return 'unknown';
  if (address.kind === 'v4') return address.bytes.join('.');
  const { groups } = address;
  const [high = 0, low = 0] = groups.slice(6);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
