import { describe, expect, it } from 'vitest';
import { readWithAnyToken } from '@/features/account/order-read';
import type { ApiResult } from '@/platform/api/result';

const answers: Record<string, ApiResult<string>> = {
  order: { ok: true, data: 'TD-1', headers: new Headers() },
  other: { ok: false, error: { kind: 'http', status: 404 } },
  stale: { ok: false, error: { kind: 'http', status: 401 } },
  down: { ok: false, error: { kind: 'http', status: 503 } },
};
const read = (token: string) => Promise.resolve(answers[token]!);

describe('readWithAnyToken', () => {
  it.each([
    [['order', 'stale'], 'ok', 'order'],
    [['other', 'order'], 'ok', 'order'],
    [['stale', 'order'], 'ok', 'order'],
    [[null, 'order'], 'ok', 'order'],
    [['other', 'stale'], 'not-found', null],
    [['stale', null], 'signed-out', null],
    [[null, null], 'signed-out', null],
    [['down', 'other'], 'unavailable', null],
  ] as const)('%j: %s', async (tokens, kind, token) => {
    const result = await readWithAnyToken(tokens, read);
    expect(result.read.kind).toBe(kind);
    expect(result.token).toBe(token);
  });
});
