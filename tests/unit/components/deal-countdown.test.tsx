// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DealCountdown } from '@/features/catalog/deal/DealCountdown';

const deal = { starts_at: '2025-06-01T10:00:00.000Z', expires_at: '2025-06-02T00:00:00.000Z' };

/** Lets time pass a second at most at a time, so each tick renders and schedules the next. */
function tick(ms: number) {
  for (let left = ms; left > 0; left -= 1000) {
    act(() => {
      vi.advanceTimersByTime(Math.min(left, 1000));
    });
  }
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('the deal countdown (docs/product/content.md, CNT-7)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2025-06-01T23:59:50.400Z') });
  });
  afterEach(() => {
    setHidden(false);
    vi.useRealTimers();
  });

  it('counts down a whole second at a time from the browser’s clock', () => {
    const { container } = render(<DealCountdown deal={deal} />);
    expect(container.textContent).toBe('00:00:10');
    tick(599);
    expect(container.textContent).toBe('00:00:10');
    tick(1);
    expect(container.textContent).toBe('00:00:09');
    tick(3000);
    expect(container.textContent).toBe('00:00:06');
  });

  it('keeps time when the page renders after several ticks', () => {
    const { container } = render(<DealCountdown deal={deal} />);
    act(() => {
      vi.advanceTimersByTime(3600);
    });
    expect(container.textContent).toBe('00:00:06');
  });

  it('pauses while the tab is hidden and catches up on return', () => {
    const { container } = render(<DealCountdown deal={deal} />);
    setHidden(true);
    tick(4000);
    expect(container.textContent).toBe('00:00:10');
    expect(vi.getTimerCount()).toBe(0);
    setHidden(false);
    expect(container.textContent).toBe('00:00:06');
  });

  it('ends at 0 and schedules nothing after', () => {
    const { container } = render(<DealCountdown deal={deal} />);
    tick(9600);
    expect(container.textContent).toBe('00:00:00');
    expect(vi.getTimerCount()).toBe(0);
  });
});
