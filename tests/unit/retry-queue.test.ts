import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRetryQueue } from '@/features/cart/sync/retry-queue';

const delay = (failures: number) => 1000 * 2 ** failures;

describe('createRetryQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs jobs one after another in the order given', async () => {
    const queue = createRetryQueue({ retries: 0, retryDelay: delay });
    const log: string[] = [];
    let finishFirst = () => {};
    const first = queue({
      attempt: () =>
        new Promise<void>((resolve) => {
          log.push('first starts');
          finishFirst = () => {
            log.push('first ends');
            resolve();
          };
        }),
    });
    const second = queue({ attempt: async () => void log.push('second') });
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['first starts']);
    finishFirst();
    await Promise.all([first, second]);
    expect(log).toEqual(['first starts', 'first ends', 'second']);
  });

  it('tries a failing job again after growing waits, and starts the next only when it succeeded', async () => {
    const queue = createRetryQueue({ retries: 5, retryDelay: delay });
    const attempts: number[] = [];
    let failures = 2;
    const events: string[] = [];
    void queue({
      attempt: async () => {
        attempts.push(Date.now());
        if (failures-- > 0) throw new Error('offline');
      },
      onStart: () => events.push('start'),
      onSettled: () => events.push('settled'),
    });
    void queue({ attempt: async () => void events.push('next') });
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(999);
    expect(attempts.map((at) => at - start)).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts.map((at) => at - start)).toEqual([0, 1000]);
    expect(events).toEqual(['start']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(attempts.map((at) => at - start)).toEqual([0, 1000, 3000]);
    expect(events).toEqual(['start', 'settled', 'next']);
  });

  it('gives a job up after its retries and goes on with the next', async () => {
    const queue = createRetryQueue({ retries: 2, retryDelay: () => 10 });
    const attempt = vi.fn(() => Promise.reject(new Error('down')));
    const settled = vi.fn();
    const next = vi.fn(() => Promise.resolve());
    const given = queue({ attempt, onSettled: settled });
    const after = queue({ attempt: next });
    await vi.advanceTimersByTimeAsync(100);
    await expect(given).resolves.toBeUndefined();
    await after;
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(settled).toHaveBeenCalledOnce();
    expect(next).toHaveBeenCalledOnce();
  });

  it('waits after a retry delay until it may try again', async () => {
    let ready = () => {};
    const queue = createRetryQueue({ retries: 1, retryDelay: () => 10, whenReady: () => new Promise<void>((resolve) => (ready = resolve)) });
    const attempt = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const done = queue({ attempt });
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempt).toHaveBeenCalledOnce();
    ready();
    await done;
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});
