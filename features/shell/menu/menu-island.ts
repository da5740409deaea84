'use client';

import { lazyIsland } from '@/platform/ui/lazy-island';

/** The phone menu's drawer: a chunk of its own, loaded on intent or first open (decision 0017). */
export const mobileMenuDrawerIsland = lazyIsland(() => import('@/features/shell/menu/MobileMenuDrawer').then((m) => m.MobileMenuDrawer));
