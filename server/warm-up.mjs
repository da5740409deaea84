/**
 * The start-up warm-up (docs/product/content.md, CNT-4): once the server listens, it asks itself for
 * each storefront's home page, one after the other. Next keeps a backend read in its data cache only
 * when a request makes it, so reads made before (in instrumentation's `register`) would be lost to the
 * first shopper; these renders leave the menu, the brands, the layout widgets and the deal in the data
 * cache, where the first shopper's render finds them, and their last good answers with the server
 * (platform/api/swallowed-reads.ts). A failure only warns: pages read on demand.
 * A host that is no storefront's reaches each storefront by its path prefix, with any storefront domains.
 */
export const WARM_UP_PATHS = ['/sv', '/no', '/da', '/fi', '/nl'];

/** What a home page may take to render before the warm-up gives up on it. */
const RENDER_TIMEOUT_MS = 60_000;

/**
 * @param {string} origin the server itself, e.g. http://127.0.0.1:3000
 * @returns {Promise<string[]>} the paths that failed
 */
export async function warmUp(origin) {
  const failed = [];
  for (const path of WARM_UP_PATHS) {
    try {
      const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) });
      await response.arrayBuffer();
      if (!response.ok) failed.push(`${path} ${response.status}`);
    } catch (error) {
      failed.push(`${path} ${error instanceof Error ? error.name : 'failed'}`);
    }
  }
  if (failed.length > 0) console.warn(`Warm-up: ${failed.join(', ')}; pages will read on demand.`);
  return failed;
}

/**
 * Where the server reaches itself: the address it listens on, loopback for every interface.
 * @param {string | undefined} hostname
 * @param {number} port
 */
export function ownOrigin(hostname, port) {
  const address = hostname === undefined || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}
