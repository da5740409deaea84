const KEPT_QUERIES = 200;
const received: { path: string; query: [string, string][]; traceparent: string | null }[] = [];

/**
 * Keeps the query of the newest 200 `/api/*` requests, and the trace context each came with, for
 * tests of what the shop passes on.
 */
export function recordQuery(url: URL, headers: Headers): void {
  received.push({ path: url.pathname, query: [...url.searchParams], traceparent: headers.get('traceparent') });
  if (received.length > KEPT_QUERIES) received.splice(0, received.length - KEPT_QUERIES);
}

/** The kept queries of one path, oldest first, each as its parameters in the order they came. */
export function receivedQueries(path: string): readonly [string, string][][] {
  return received.filter((entry) => entry.path === path).map((entry) => entry.query);
}

/** The kept requests that carried a `traceparent`, oldest first: the path and the header. */
export function receivedTraceParents(): readonly { path: string; traceparent: string }[] {
  return received.flatMap(({ path, traceparent }) => (traceparent === null ? [] : [{ path, traceparent }]));
}
