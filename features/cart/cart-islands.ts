'use client';

import { lazyIsland } from '@/platform/ui/lazy-island';

/**
 * The cart's panels that most page views never open: each is a chunk of its own, loaded on intent
 * or first open (decision 0017).
 */
export const cartPanelIsland = lazyIsland(() => import('@/features/cart/CartPanel').then((m) => m.CartPanel));
export const upsellingPanelIsland = lazyIsland(() => import('@/features/cart/UpsellingPanel').then((m) => m.UpsellingPanel));
// A modal dialog lands on top of those opened before it: the offer, which opens with the cart panel,
// waits for the panel's code so that it opens last and stays on top.
export const upsellOfferIsland = lazyIsland(() => Promise.all([import('@/features/cart/UpsellOffer'), cartPanelIsland.preload()]).then(([m]) => m.UpsellOffer));
