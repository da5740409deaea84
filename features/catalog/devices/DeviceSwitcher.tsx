'use client';

import { useEffect, useRef, useState } from 'react';
import { deviceMenuIsland } from '@/features/catalog/devices/device-menu-island';
import { accountDestination } from '@/platform/session/public-user';
import { preloadOnIntent, WhenNeeded } from '@/platform/ui/lazy-island';
import { useLocalStore, useShop } from '@/platform/state/shop-context';

/**
 * The header's device switcher (docs/product/devices.md, DEV-3): a button rendered with the page, its
 * menu's code loaded on intent or on the first open (decision 0017), so the cached pages carry only
 * the button. For a signed-in customer it loads the sync that keeps the account's list in step (DEV-5).
 */
export function DeviceSwitcher({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { local, hydration } = useShop();
  const customer = useLocalStore((state) => accountDestination(state.user).kind === 'orders');

  useEffect(() => {
    if (!customer) return;
    const sync = new AbortController();
    void hydration
      .whenHydrated()
      .then(() => import('@/features/catalog/devices/device-sync'))
      .then(({ startDeviceSync }) => (sync.signal.aborted ? undefined : startDeviceSync(local, sync.signal)))
      // Code that failed to load leaves the two lists apart until the next page load.
      .catch(() => undefined);
    return () => sync.abort();
  }, [customer, local, hydration]);
  return (
    <div className="device-switcher">
      <button
        ref={buttonRef}
        type="button"
        className="device-switcher__button"
        aria-expanded={open}
        aria-controls="device-menu"
        data-testid="device-switcher"
        onClick={() => setOpen((value) => !value)}
        {...preloadOnIntent(deviceMenuIsland)}
      >
        <span className="device-switcher__label">{label}</span>
      </button>
      <WhenNeeded needed={open}>
        <deviceMenuIsland.Component open={open} onClose={() => setOpen(false)} buttonRef={buttonRef} />
      </WhenNeeded>
    </div>
  );
}
