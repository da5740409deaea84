/** What a backend call gives back: data, or a failure the error catalogue (docs/product/errors.md) decides about. */
export type ApiFailure =
  | { kind: 'network'; message: string }
  | { kind: 'timeout'; afterMs: number }
  /** `code` and `fields` come from the backend's error body (`{"error": code, "fields": {name: problem}}`) when it has them. */
  | { kind: 'http'; status: number; code?: string; fields?: string[] }
  | { kind: 'validation'; message: string };

export type ApiResult<T> = { ok: true; data: T; headers: Headers } | { ok: false; error: ApiFailure };

export function isNotFound(result: ApiResult<unknown>): boolean {
  return !result.ok && result.error.kind === 'http' && result.error.status === 404;
}
