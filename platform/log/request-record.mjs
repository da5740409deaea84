import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The record of the request being answered (decision 0045): server/serve.mjs opens it when a request
 * comes in and writes it as one log line when the answer is sent; what only Next's side knows is
 * filled in on the way: the route pattern and storefront by the proxy, the page cache's outcome by
 * the cache handler. Held on globalThis: the proxy, the cache handler and every bundle of Next's
 * must reach the one storage serve.mjs opened the record in.
 */
const STORAGE = Symbol.for('parts-storefront.request-record');

/** @type {AsyncLocalStorage<import('./request-record.d.mts').RequestRecord>} */
const storage = (globalThis[STORAGE] ??= new AsyncLocalStorage());

export function withRecord(record, answer) {
  return storage.run(record, answer);
}

export function currentRecord() {
  return storage.getStore();
}

/** The route pattern (platform/routing/route-table.ts) and storefront that answer the request. */
export function noteRoute(route, storefront) {
  const record = storage.getStore();
  if (!record) return;
  record.route = route;
  record.storefront = storefront;
}

/**
 * What the page cache did for the page or route answer (platform/cache/page-cache.mjs; its backend
 * reads are no page lookups). An answer that looked up more than one entry counts as the worst of
 * them: a miss outranks a stale answer, which outranks a hit.
 */
const RANK = { hit: 0, stale: 1, miss: 2 };

export function noteCache(outcome) {
  const record = storage.getStore();
  if (!record) return;
  if (record.cache === undefined || RANK[outcome] > RANK[record.cache]) record.cache = outcome;
}
