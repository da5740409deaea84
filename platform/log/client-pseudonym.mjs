import { createHmac, createSecretKey, randomBytes } from 'node:crypto';

/**
 * A keyed hash per process (decision 0044): lines of one process that name the same client share a
 * pseudonym, so an operator can tell one client from many; nothing in the log leads back to an
 * address, and the key dies with the process. Held on globalThis so the request lines of
 * server/serve.mjs and the security events of Next's bundles name a client alike.
 * The key is prepared once as a KeyObject: handed a raw buffer, `createHmac` prepares it again on
 * every call, which made the pseudonym most of what a request line cost (decision 0069).
 */
const KEY = Symbol.for('parts-storefront.pseudonym-key-object');

export function clientPseudonym(client) {
  globalThis[KEY] ??= createSecretKey(randomBytes(32));
  return createHmac('sha256', globalThis[KEY]).update(client).digest('base64url').slice(0, 12);
}
