'use client';

import { lazyIsland } from '@/platform/ui/lazy-island';
import { useLocalStore } from '@/platform/state/shop-context';

const deviceFitIsland = lazyIsland(() => import('@/features/catalog/devices/DeviceFitList').then((m) => m.DeviceFitList));

/**
 * Whether this product fits each of the shopper's saved devices (docs/product/devices.md, DEV-4),
 * judged in the browser from the stored list, so the product page stays one cached page for
 * everyone. Most shoppers have saved none: for them this renders nothing and the list's code is
 * never fetched (decision 0067).
 */
export function DeviceFit({ compatible }: { compatible: readonly string[] }) {
  const saved = useLocalStore((state) => state.devices.length > 0);
  return saved ? <deviceFitIsland.Component compatible={compatible} /> : null;
}
