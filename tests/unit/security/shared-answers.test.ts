import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSharedAnswers, type ForwardedAnswer } from '@/platform/bff/shared-answers';

const answer = (status: number, text = '{}'): ForwardedAnswer => ({ status, body: new TextEncoder().encode(text).buffer, headers: [] });

afterEach(() => {
  vi.useRealTimers();
});

describe("shared answers of the browser's reads", () => {
  it('asks the backend once for shoppers asking the same at once, and again once the seconds are over', async () => {
    vi.useFakeTimers();
    const shared = createSharedAnswers();
    const ask = vi.fn(() => Promise.resolve(answer(200, '{"products":[]}')));
    const answers = await Promise.all([shared('iph', 30, ask), shared('iph', 30, ask), shared('iph', 30, ask)]);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    vi.advanceTimersByTime(29_000);
    await shared('iph', 30, ask);
    expect(ask).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    await shared('iph', 30, ask);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps different calls apart', async () => {
    const shared = createSharedAnswers();
    const ask = vi.fn((text: string) => Promise.resolve(answer(200, text)));
    await shared('GET /api/products?query=ip', 30, () => ask('a'));
    await shared('GET /api/products?query=ip mock-scenario=x', 30, () => ask('b'));
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('never keeps a failure: the next shopper asks the backend again', async () => {
    const shared = createSharedAnswers();
    const failing = vi.fn(() => Promise.resolve(answer(500)));
    expect((await shared('iph', 30, failing)).status).toBe(500);
    expect((await shared('iph', 30, failing)).status).toBe(500);
    expect(failing).toHaveBeenCalledTimes(2);
    const throwing = vi.fn(() => Promise.reject(new Error('down')));
    await expect(shared('sam', 30, throwing)).rejects.toThrow('down');
    await expect(shared('sam', 30, throwing)).rejects.toThrow('down');
    expect(throwing).toHaveBeenCalledTimes(2);
  });

  it('holds a bounded number of calls, the least recently asked going first', async () => {
    const shared = createSharedAnswers(2);
    const ask = vi.fn(() => Promise.resolve(answer(200)));
    for (const key of ['a', 'b', 'c', 'a']) await shared(key, 30, ask);
    expect(ask).toHaveBeenCalledTimes(4);
  });
});
