'use client';

import { lazyIsland } from '@/components/shop/lazy-island';

/**
 * The shop's dialogs and panels that most page views never open: each is a chunk of its own, loaded
 * on intent or first open (components/shop/lazy-island.tsx).
 */
export const loginDialogIsland = lazyIsland(() => import('@/components/account/LoginDialog').then((m) => m.LoginDialog));
export const cartPanelIsland = lazyIsland(() => import('@/components/cart/CartPanel').then((m) => m.CartPanel));
export const mobileMenuDrawerIsland = lazyIsland(() => import('@/components/chrome/menu/MobileMenuDrawer').then((m) => m.MobileMenuDrawer));
export const upsellingPanelIsland = lazyIsland(() => import('@/components/cart/UpsellingPanel').then((m) => m.UpsellingPanel));
// A modal dialog lands on top of those opened before it: the offer, which opens with the cart panel,
// waits for the panel's code so that it opens last and stays on top.
export const upsellOfferIsland = lazyIsland(() =>
  Promise.all([import('@/components/cart/UpsellOffer'), cartPanelIsland.preload()]).then(([m]) => m.UpsellOffer),
);
