// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyIsland, preloadOnIntent, WhenNeeded } from '@/platform/ui/lazy-island';

const Dialog = ({ title }: { title: string }) => <h2>{title}</h2>;

describe('a lazy island', () => {
  it('loads its code once, however often the shopper shows intent', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const island = lazyIsland(load);
    const { onPointerEnter, onFocus } = preloadOnIntent(island);
    onPointerEnter();
    onFocus();
    await island.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on intent only after the next paint, so the press that follows a touch answers first (OPS-73)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      const load = vi.fn(() => Promise.resolve(Dialog));
      preloadOnIntent(lazyIsland(load)).onTouchStart();
      await vi.advanceTimersByTimeAsync(0);
      expect(load).not.toHaveBeenCalled();
      vi.advanceTimersToNextFrame();
      await vi.runOnlyPendingTimersAsync();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again after a failed load, and the preload never rejects', async () => {
    const load = vi.fn<() => Promise<typeof Dialog>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Dialog);
    const island = lazyIsland(load);
    await expect(island.preload()).resolves.toBeUndefined();
    await island.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders nothing and loads nothing until needed, then stays after it is no longer needed', async () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const island = lazyIsland(load);
    const view = (needed: boolean) => (
      <WhenNeeded needed={needed}>
        <island.Component title="Varukorg" />
      </WhenNeeded>
    );
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading')).toBeNull();

    await act(async () => rerender(view(true)));
    expect(await screen.findByRole('heading', { name: 'Varukorg' })).toBeTruthy();
    rerender(view(false));
    expect(screen.getByRole('heading', { name: 'Varukorg' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders preloaded code in the same render that first needs it', async () => {
    const island = lazyIsland(() => Promise.resolve(Dialog));
    await island.preload();
    const view = (needed: boolean) => (
      <WhenNeeded needed={needed}>
        <island.Component title="Logga in" />
      </WhenNeeded>
    );
    const { rerender } = render(view(false));
    rerender(view(true));
    expect(screen.getByRole('heading', { name: 'Logga in' })).toBeTruthy();
  });

  it('hands a failed load to the nearest error boundary', async () => {
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError = () => ({ failed: true });
      override render = () => (this.state.failed ? <p>reloading</p> : this.props.children);
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const island = lazyIsland<{ title: string }>(() => Promise.reject(new Error('chunk failed')));
    render(
      <Boundary>
        <island.Component title="Varukorg" />
      </Boundary>,
    );
    expect(await screen.findByText('reloading')).toBeTruthy();
  });
});
