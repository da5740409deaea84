'use client';

import { useParams } from 'next/navigation';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useShop } from '@/platform/state/shop-context';
import { useUiStore } from '@/platform/state/ui-store';
import { fetchPurchaseSettings } from '@/platform/api/calls/search';
import type { PurchaseSettings } from '@/platform/api/types';

/** The product's purchase settings: undefined while asked for, null when the read failed. */
const PurchaseSettingsContext = createContext<PurchaseSettings | null | undefined>(undefined);

export const usePurchaseSettings = () => useContext(PurchaseSettingsContext);

/**
 * Asks for a product's purchase settings once per visit, in the browser: the product page is cached,
 * and numbers or dates in its HTML would stand still. The social proof (docs/product/catalog.md,
 * CAT-8) and the delivery estimate (CAT-18) read them; the deal banner learns whether the current deal
 * is on this page (docs/product/content.md, CNT-11).
 */
export function PurchaseSettingsProvider({ productId, children }: { productId: number; children: ReactNode }) {
  const { storefront } = useShop();
  const params = useParams<{ slug?: string | string[] }>();
  // The page's own address, as the banner reads it: kept from the first render, as a kept-alive page keeps its own.
  const [pageSlug] = useState(() => (typeof params.slug === 'string' ? safeDecode(params.slug) : null));
  const [settings, setSettings] = useState<PurchaseSettings | null | undefined>(undefined);

  useEffect(() => {
    let active = true;
    void fetchPurchaseSettings(storefront.code, productId).then((answer) => {
      if (active) setSettings(answer.ok ? answer.data : null);
    });
    return () => {
      active = false;
    };
  }, [storefront.code, productId]);

  const dealSlug = settings?.dealProductSlug ?? null;
  useEffect(() => {
    if (pageSlug === null || dealSlug === null) return;
    useUiStore.getState().setDealPage(pageSlug, dealSlug);
    return () => useUiStore.getState().setDealPage(pageSlug, null);
  }, [pageSlug, dealSlug]);

  return <PurchaseSettingsContext value={settings}>{children}</PurchaseSettingsContext>;
}

function safeDecode(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
