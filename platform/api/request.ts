import type * as z from 'zod/mini';
import type { BackendPath } from '@/platform/api/backend-path';
import type { CachePolicy } from '@/platform/cache/cache-policy';
import type * as schemas from '@/platform/api/schemas';
import type { ApiResult } from '@/platform/api/result';
import { watchBackendCall } from '@/platform/api/backend-watch';
import { STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';

export const DEFAULT_TIMEOUT_MS = 8000;

/**
 * How long a call waits for the backend unless it names a time of its own: on the server
 * `BACKEND_TIMEOUT_MS` when it is a whole number of milliseconds, otherwise DEFAULT_TIMEOUT_MS. The
 * browser tests' server waits less, so a backend that never answers costs each of their time-out
 * faults seconds fewer (decision 0072); the browser's own calls keep DEFAULT_TIMEOUT_MS, and their
 * tests skip it on Playwright's clock.
 */
export function backendTimeoutMs(setting = typeof window === 'undefined' ? process.env.BACKEND_TIMEOUT_MS : undefined): number {
  const ms = Number(setting);
  return Number.isSafeInteger(ms) && ms > 0 ? ms : DEFAULT_TIMEOUT_MS;
}

export type QueryValue = string | number | boolean | null | undefined;

type Schemas = typeof schemas;

/** The name of a response schema in platform/api/schemas.ts. */
export type SchemaName = { [K in keyof Schemas]: Schemas[K] extends z.ZodMiniType ? K : never }[keyof Schemas];

/** What a call answers once its schema has checked it. */
export type AnswerOf<N extends SchemaName> = z.output<Schemas[N]>;

export interface ApiRequest<N extends SchemaName> {
  storefront: StorefrontCode;
  /** Null when an id or slug in it did not fit (platform/api/backend-path.ts): no call, the backend's 404. */
  path: BackendPath | null;
  /** Named, not imported: the schemas load with the first answer to check (decision 0021). */
  schema: N;
  method?: 'GET' | 'POST';
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Server-side data-cache policy; omitted means the call is never cached. */
  cache?: CachePolicy;
  timeoutMs?: number;
}

/**
 * The browser calls same-origin `/api/*`, which the shop forwards to the backend when the call is on
 * its allowlist (platform/bff/browser-calls.ts); the server calls the backend directly.
 */
function apiBaseUrl(): string {
  if (typeof window !== 'undefined') return '';
  const base = process.env.API_BASE_URL;
  if (!base) throw new Error('API_BASE_URL is not set: the server does not know where the backend is.');
  return base.replace(/\/+$/, '');
}

export function buildApiUrl(storefront: StorefrontCode, path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  params.set('locale', storefront);
  params.set('sid', String(STOREFRONTS[storefront].storeId));
  return `${apiBaseUrl()}${path}?${params.toString()}`;
}

/**
 * Aborts the call after `ms`. A timer rather than AbortSignal.timeout, so a test's fake clock
 * (Playwright's page.clock, vi.useFakeTimers) decides when a call times out.
 */
function deadline(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`No answer within ${ms} ms.`, 'TimeoutError')), ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * The header the shop sets on a browser call's answer once it has checked it against the named schema
 * (platform/bff/forward.ts): the browser takes such an answer as it is and never loads zod for it.
 */
export const CHECKED_AS_HEADER = 'x-shop-checked-as';

/** Checking code, loaded when an answer needs checking: on the server, or for an error body. */
function loadChecks() {
  return import('@/platform/api/check-answer');
}

function parseJson(text: string): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** One backend call: adds locale and sid, times out, validates the answer and never throws. */
export async function request<N extends SchemaName>(req: ApiRequest<N>): Promise<ApiResult<AnswerOf<N>>> {
  // Only the server checks a path's ids (platform/api/backend-path.ts), so only there can it be null.
  if (typeof window === 'undefined' && req.path === null) return { ok: false, error: { kind: 'http', status: 404 } };
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...req.headers,
  };
  const watch = watchBackendCall(req.schema, headers, req.method ?? 'GET');
  const result = await send(req, headers);
  watch.end(result.ok ? null : result.error);
  return result;
}

async function send<N extends SchemaName>(req: ApiRequest<N>, headers: Record<string, string>): Promise<ApiResult<AnswerOf<N>>> {
  const timeoutMs = req.timeoutMs ?? backendTimeoutMs();
  const url = buildApiUrl(req.storefront, req.path as BackendPath, req.query);
  const timer = deadline(timeoutMs);
  const init: RequestInit & { next?: { revalidate: number; tags: string[] } } = {
    method: req.method ?? 'GET',
    headers,
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
    signal: timer.signal,
  };
  if (req.cache) init.next = { revalidate: req.cache.revalidate, tags: req.cache.tags };
  else init.cache = 'no-store';

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, init);
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) return { ok: false, error: { kind: 'timeout', afterMs: timeoutMs } };
    return { ok: false, error: { kind: 'network', message: error instanceof Error ? error.message : String(error) } };
  } finally {
    timer.clear();
  }
  const body = parseJson(text);
  if (!response.ok) {
    const detail = body.ok
      ? await loadChecks().then(
          (checks) => checks.errorDetail(body.json),
          () => ({}),
        )
      : {};
    return { ok: false, error: { kind: 'http', status: response.status, ...detail } };
  }
  if (!body.ok) return { ok: false, error: { kind: 'validation', message: 'The response is not JSON.' } };
  if (typeof window !== 'undefined') {
    // Checked by the shop on the server against the schema this call names (platform/bff/forward.ts).
    if (response.headers.get(CHECKED_AS_HEADER) === req.schema) return { ok: true, data: body.json as AnswerOf<N>, headers: response.headers };
    return { ok: false, error: { kind: 'validation', message: `The shop did not check this answer as ${req.schema}.` } };
  }
  const checked = (await loadChecks()).checkAnswer(req.schema, body.json);
  if (!checked.ok) return { ok: false, error: { kind: 'validation', message: checked.message } };
  return { ok: true, data: checked.data, headers: response.headers };
}
