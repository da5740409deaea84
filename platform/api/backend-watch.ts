import type { ApiFailure } from '@/platform/api/result';

/**
 * How the server watches its backend calls (decision 0045): a duration, an error count and a log
 * line per call, and a span whose context goes to the backend as `traceparent`. The watcher
 * (platform/api/backend-observer.mjs) is installed by the shop's HTTP server, outside Next's bundles,
 * and found on globalThis: the typed client also runs in the browser, which must load none of it.
 */
export interface BackendCallWatch {
  /** The call's outcome: null for an answer that worked. */
  end(failure: ApiFailure | null): void;
}

/** What the watcher is told: the failure, and whether it was a read that found nothing. */
export interface ObservedCall {
  end(failure: ApiFailure | null, foundNothing: boolean): void;
}

export interface BackendObserver {
  /** `call` is a schema name of platform/api/schemas.ts; `headers` get the trace context, when traced. */
  start(call: string, headers: Record<string, string>): ObservedCall;
}

export const BACKEND_OBSERVER = Symbol.for('parts-storefront.backend-observer');

const UNWATCHED: BackendCallWatch = { end: () => {} };

/**
 * A read the backend answers 404 found nothing: a made-up product slug, a storefront without a
 * review summary. The shop has its answer to that (a 404 page, no rating), and the backend did its
 * job, so it is no failure of the backend's and never counts towards its error rate
 * (docs/operating.md, OPS-72). A 404 to anything else (a POST) is a call that went wrong.
 */
export function foundNothing(method: string, failure: ApiFailure | null): boolean {
  return method === 'GET' && failure?.kind === 'http' && failure.status === 404;
}

export function watchBackendCall(call: string, headers: Record<string, string>, method: string): BackendCallWatch {
  const observer = (globalThis as typeof globalThis & { [BACKEND_OBSERVER]?: BackendObserver })[BACKEND_OBSERVER];
  if (!observer) return UNWATCHED;
  const watched = observer.start(call, headers);
  return { end: (failure) => watched.end(failure, foundNothing(method, failure)) };
}
