import * as z from 'zod/mini';
import type { CachePolicy } from '@/lib/api/cache-policy';
import type { ApiResult } from '@/lib/api/result';
import { STOREFRONTS, type StorefrontCode } from '@/lib/storefronts';

export const DEFAULT_TIMEOUT_MS = 8000;

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest<S extends z.ZodMiniType> {
  storefront: StorefrontCode;
  path: string;
  schema: S;
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
 * its allowlist (lib/bff/browser-calls.ts); the server calls the backend directly.
 */
export function apiBaseUrl(): string {
  if (typeof window !== 'undefined') return '';
  const base = process.env.API_BASE_URL;
  if (!base) throw new Error('API_BASE_URL is not set: the server does not know where the backend is.');
  return base.replace(/\/+$/, '');
}

export function buildApiUrl(
  storefront: StorefrontCode,
  path: string,
  query: Record<string, QueryValue> = {},
): string {
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

/** `fields` of a 400 names each field that does not fit, with what is wrong with it (`required`, `invalid`). */
const errorBodySchema = z.object({ error: z.string(), fields: z.optional(z.record(z.string(), z.unknown())) });

/** What an error body names: the backend's error code and, for a 400, the fields that do not fit. */
function errorDetail(text: string): { code?: string; fields?: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success) return {};
  return parsed.data.fields ? { code: parsed.data.error, fields: Object.keys(parsed.data.fields) } : { code: parsed.data.error };
}

/** One backend call: adds locale and sid, times out, validates the answer and never throws. */
export async function request<S extends z.ZodMiniType>(req: ApiRequest<S>): Promise<ApiResult<z.output<S>>> {
  const timeoutMs = req.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const url = buildApiUrl(req.storefront, req.path, req.query);
  const timer = deadline(timeoutMs);
  const init: RequestInit & { next?: { revalidate: number; tags: string[] } } = {
    method: req.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(req.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...req.headers,
    },
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
  if (!response.ok) return { ok: false, error: { kind: 'http', status: response.status, ...errorDetail(text) } };

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: { kind: 'validation', message: 'The response is not JSON.' } };
  }
  const parsed = req.schema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, error: { kind: 'validation', message: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') } };
  }
  return { ok: true, data: parsed.data, headers: response.headers };
}
