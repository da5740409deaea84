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

export interface BackendObserver {
  /** `call` is a schema name of platform/api/schemas.ts; `headers` get the trace context, when traced. */
  start(call: string, headers: Record<string, string>): BackendCallWatch;
}

export const BACKEND_OBSERVER = Symbol.for('parts-storefront.backend-observer');

const UNWATCHED: BackendCallWatch = { end: () => {} };

export function watchBackendCall(call: string, headers: Record<string, string>): BackendCallWatch {
  const observer = (globalThis as typeof globalThis & { [BACKEND_OBSERVER]?: BackendObserver })[BACKEND_OBSERVER];
  return observer ? observer.start(call, headers) : UNWATCHED;
}
