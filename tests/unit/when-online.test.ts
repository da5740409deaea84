// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenOnlineAndVisible } from '@/platform/http/when-online';

function settledYet(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  return new Promise((resolve) => setTimeout(() => resolve(settled), 0));
}

describe('whenOnlineAndVisible', () => {
  afterEach(() => vi.restoreAllMocks());

  it('resolves at once when online and visible', async () => {
    expect(await settledYet(whenOnlineAndVisible())).toBe(true);
  });

  it('waits for the network, then for the page to be visible', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const ready = whenOnlineAndVisible();
    expect(await settledYet(ready)).toBe(false);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await settledYet(ready)).toBe(false);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settledYet(ready)).toBe(true);
  });
});
