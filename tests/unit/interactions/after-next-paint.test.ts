// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '@/platform/ui/after-next-paint';

function track(promise: Promise<void>) {
  const state = { resolved: false };
  void promise.then(() => (state.resolved = true));
  return state;
}

function hide(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  hide(false);
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('afterNextPaint (docs/operating.md, OPS-73)', () => {
  it('waits for the next frame, and then for a task of its own after it', async () => {
    const paint = track(afterNextPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(paint.resolved).toBe(false);
    vi.advanceTimersToNextFrame();
    await Promise.resolve();
    expect(paint.resolved).toBe(false);
    await vi.runOnlyPendingTimersAsync();
    expect(paint.resolved).toBe(true);
  });

  it('goes on in the next task on a hidden page, which paints no frames', async () => {
    hide(true);
    const paint = track(afterNextPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(paint.resolved).toBe(true);
  });

  it('goes on when the page is hidden before its frame came', async () => {
    const paint = track(afterNextPaint());
    hide(true);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(paint.resolved).toBe(true);
  });
});
