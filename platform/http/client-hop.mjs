/**
 * Who sent a request, as the HTTP server decides it before Next sees the request (server/serve.mjs).
 * Plain JavaScript because the server runs it without a build step; the rate-limit key made from the
 * address is `clientAddress()` in platform/http/request-origin.ts.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

/**
 * An IP address as four bytes (IPv4) or eight 16-bit groups (IPv6), or null when the text is none.
 * A zone (`fe80::1%eth0`) names the machine's own interface and is dropped.
 * @param {string} text
 * @returns {{ kind: 'v4', bytes: number[] } | { kind: 'v6', groups: number[] } | null}
 */
export function parseAddress(text) {
  if (IPV4.test(text)) return { kind: 'v4', bytes: text.split('.').map(Number) };
  const unzoned = text.split('%')[0] ?? '';
  if (!unzoned.includes(':') || unzoned.length > 45) return null;
  const halves = unzoned.split('::');
  if (halves.length > 2) return null;
  const parts = halves.map((half) => (half === '' ? [] : half.split(':')));
  const last = parts[parts.length - 1];
  const tail = last?.[last.length - 1];
  if (last && tail !== undefined && IPV4.test(tail)) {
    const [a, b, c, d] = tail.split('.').map(Number);
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  if (!parts.every((groups) => groups.every((group) => HEX_GROUP.test(group)))) return null;
  const [head = [], rest = []] = parts;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 1 ? 0 : missing).fill('0'), ...rest].map((group) => parseInt(group, 16));
  return { kind: 'v6', groups };
}

/** An address a proxy wrote, perhaps with a port (`192.0.2.7:51234`, `[2001:db8::7]:443`), without it. */
function hopAddress(hop) {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(hop);
  if (bracketed) return bracketed[1] ?? null;
  const withPort = /^([\d.]+):\d{1,5}$/.exec(hop);
  return withPort ? (withPort[1] ?? null) : hop;
}

/**
 * The client's address. With no proxy of ours in front (`trustedHops` 0) it is the socket's peer,
 * whatever `X-Forwarded-For` says. Behind `trustedHops` proxies, each appending the address it was
 * reached from, it is the Nth hop from the right: hops to its left are whatever the client sent.
 * A chain shorter than that gives its leftmost hop, the farthest any of our proxies saw. A hop that
 * is no address is not believed, and the peer is used.
 * @param {string | undefined} forwardedFor
 * @param {string | undefined} socketAddress
 * @param {number} trustedHops
 * @returns {string}
 */
export function clientHop(forwardedFor, socketAddress, trustedHops) {
  const peer = socketAddress ?? 'unknown';
  if (trustedHops < 1 || !forwardedFor) return peer;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chosen = hops[Math.max(hops.length - trustedHops, 0)];
  const address = chosen === undefined ? null : hopAddress(chosen);
  return address !== null && parseAddress(address) ? address : peer;
}

/**
 * How many proxies of ours stand in front of the shop: none without `TRUSTED_PROXY=1`, else
 * `TRUSTED_PROXY_HOPS` (a whole number from 1), default 1.
 * @param {Record<string, string | undefined>} env
 * @returns {number}
 */
export function trustedHops(env) {
  if (env.TRUSTED_PROXY !== '1') return 0;
  const configured = env.TRUSTED_PROXY_HOPS;
  if (configured === undefined || configured === '') return 1;
  if (!/^[1-9]\d?$/.test(configured)) throw new Error(`TRUSTED_PROXY_HOPS is a whole number from 1 to 99, not "${configured}"`);
  return Number(configured);
}
