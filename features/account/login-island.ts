'use client';

import { lazyIsland } from '@/platform/ui/lazy-island';

/** The sign-in dialog: most page views never open it, so it is a chunk of its own (decision 0017). */
export const loginDialogIsland = lazyIsland(() => import('@/features/account/LoginDialog').then((m) => m.LoginDialog));
