'use client';

import { lazyIsland } from '@/features/shell/lazy-island';

/**
 * The shop's dialogs and panels that most page views never open: each is a chunk of its own, loaded
 * on intent or first open (features/shell/lazy-island.tsx).
 */
export const loginDialogIsland = lazyIsland(() => import('@/features/account/LoginDialog').then((m) => m.LoginDialog));
export const cartPanelIsland = lazyIsland(() => import('@/features/cart/CartPanel').then((m) => m.CartPanel));
export const mobileMenuDrawerIsland = lazyIsland(() => import('@/features/shell/menu/MobileMenuDrawer').then((m) => m.MobileMenuDrawer));
export const upsellingPanelIsland = lazyIsland(() => import('@/features/cart/UpsellingPanel').then((m) => m.UpsellingPanel));
// A modal dialog lands on top of those opened before it: the offer, which opens with the cart panel,
// waits for the panel's code so that it opens last and stays on top.
export const upsellOfferIsland = lazyIsland(() => Promise.all([import('@/features/cart/UpsellOffer'), cartPanelIsland.preload()]).then(([m]) => m.UpsellOffer));
