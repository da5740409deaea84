import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@/lib/api/result';
import { readWithSessions } from '@/lib/orders/order-sessions';

const ok = (data: string): ApiResult<string> => ({ ok: true, data, headers: new Headers() });
const status = (code: number): ApiResult<string> => ({ ok: false, error: { kind: 'http', status: code } });

function backend(answers: Record<string, ApiResult<string>>) {
  return vi.fn(async (token: string) => answers[token] ?? status(401));
}

describe('readWithSessions', () => {
  it('tries the order session first and stops at the first that opens the order', async () => {
    const read = backend({ order: ok('TD-1'), account: ok('TD-1') });
    expect(await readWithSessions(['order', 'account'], read)).toEqual({ kind: 'ok', data: 'TD-1' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("falls back to the owner's account when the order session is for another order or has expired", async () => {
    expect(await readWithSessions(['order', 'account'], backend({ order: status(404), account: ok('TD-2') }))).toEqual({ kind: 'ok', data: 'TD-2' });
    expect(await readWithSessions(['order', 'account'], backend({ order: status(401), account: ok('TD-2') }))).toEqual({ kind: 'ok', data: 'TD-2' });
  });

  it("is not-found when a session was refused the order, so another's order is a 404 and never a form", async () => {
    expect(await readWithSessions(['order', null], backend({ order: status(404) }))).toEqual({ kind: 'not-found' });
    expect(await readWithSessions(['order', 'account'], backend({ order: status(404), account: status(401) }))).toEqual({ kind: 'not-found' });
  });

  it('is signed-out without a session that the backend accepts', async () => {
    const read = backend({});
    expect(await readWithSessions([null, null], read)).toEqual({ kind: 'signed-out' });
    expect(read).not.toHaveBeenCalled();
    expect(await readWithSessions(['old', null], read)).toEqual({ kind: 'signed-out' });
  });

  it('says unavailable while the backend cannot answer, and asks no further', async () => {
    const read = backend({ order: status(503), account: ok('TD-1') });
    expect(await readWithSessions(['order', 'account'], read)).toEqual({ kind: 'unavailable' });
    expect(read).toHaveBeenCalledTimes(1);
  });
});
