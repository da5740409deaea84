'use client';

import { lazyIsland } from '@/platform/ui/lazy-island';

/** The device switcher's menu: a chunk of its own, loaded when the shopper reaches for it (decision 0017). */
export const deviceMenuIsland = lazyIsland(() => import('@/features/catalog/devices/DeviceMenu').then((m) => m.DeviceMenu));
