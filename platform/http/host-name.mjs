import { parseAddress } from './client-hop.mjs';

/**
 * A `Host` (or trusted `X-Forwarded-Host`) in the one spelling the shop compares and caches by:
 * lower case, without the root's trailing dot, without the default port 80 or 443. `NO.LOCALHOST:3000`
 * and `no.localhost.:3000` are the Norwegian shop, as a cache that folds case keys them. Anything
 * that is not a host name or IP literal with an optional port is null: no storefront.
 * Plain JavaScript so that the HTTP server (server/serve.mjs) uses it too.
 * @param {string | null | undefined} host
 * @returns {string | null}
 */
export function normalHost(host) {
  if (typeof host !== 'string') return null;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::(\d{0,5}))?$/i.exec(host);
  if (!match) return null;
  const name = hostName((match[1] ?? '').toLowerCase());
  if (name === null) return null;
  const port = match[2] ? Number(match[2]) : null;
  if (port === null || port === 80 || port === 443) return name;
  return port >= 1 && port <= 65535 ? `${name}:${port}` : null;
}

function hostName(name) {
  if (name.startsWith('[')) return parseAddress(name.slice(1, -1))?.kind === 'v6' ? name : null;
  const bare = name.endsWith('.') ? name.slice(0, -1) : name;
  const labels = bare.split('.');
  return bare.length <= 253 && labels.every((label) => label.length >= 1 && label.length <= 63) ? bare : null;
}

/**
 * The name Next builds its own request URLs with, for the address the server listens on. Next 16
 * compares a proxy's rewrite with that URL, and `NextURL` spells every loopback address `localhost`:
 * told 127.0.0.1, every page would redirect to itself (vercel/next.js#94745). So a loopback address
 * is named `localhost` here, while the server still listens on the address it was given.
 * @param {string | undefined} listenHost
 * @returns {string | undefined}
 */
export function nextHostname(listenHost) {
  if (listenHost === undefined) return undefined;
  const address = parseAddress(listenHost.replace(/^\[(.*)\]$/, '$1'));
  const loopback =
    (address?.kind === 'v4' && address.bytes[0] === 127) || (address?.kind === 'v6' && address.groups.every((group, index) => group === (index === 7 ? 1 : 0)));
  return loopback ? 'localhost' : listenHost;
}
