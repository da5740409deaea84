import type * as z from 'zod/mini';
import type { AnswerOf, SchemaName } from '@/platform/api/request';
import * as schemas from '@/platform/api/schemas';

export type CheckedAnswer<N extends SchemaName> = { ok: true; data: AnswerOf<N> } | { ok: false; message: string };

/**
 * A backend answer checked against its schema: what the schema gives (money in minor units, defaults
 * filled in), or what does not fit. On the server only: the browser's calls are checked by the shop
 * on their way through (platform/bff/forward.ts), so the browser never loads zod for them (decision 0021).
 */
export function checkAnswer<N extends SchemaName>(name: N, json: unknown): CheckedAnswer<N> {
  // Every schema named N answers AnswerOf<N>; TypeScript cannot follow a generic name through the module.
  const schema = schemas[name] as z.ZodMiniType<AnswerOf<N>>;
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    message: parsed.error.issues
      .slice(0, 3)
      .map((i) => `${i.path.join('.')}: ${i.message}`)
      .join('; '),
  };
}

/** What an error body names: the backend's error code and, for a 400, the fields that do not fit. */
export function errorDetail(json: unknown): { code?: string; fields?: string[] } {
  const parsed = schemas.errorBodySchema.safeParse(json);
  if (!parsed.success) return {};
  return parsed.data.fields ? { code: parsed.data.error, fields: Object.keys(parsed.data.fields) } : { code: parsed.data.error };
}
