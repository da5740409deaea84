const KEPT_QUERIES = 200;
const received: { path: string; query: [string, string][] }[] = [];

/** Keeps the query of the newest 200 `/api/*` requests, for tests of what the shop passes on. */
export function recordQuery(url: URL): void {
  received.push({ path: url.pathname, query: [...url.searchParams] });
  if (received.length > KEPT_QUERIES) received.splice(0, received.length - KEPT_QUERIES);
}

/** The kept queries of one path, oldest first, each as its parameters in the order they came. */
export function receivedQueries(path: string): readonly [string, string][][] {
  return received.filter((entry) => entry.path === path).map((entry) => entry.query);
}
