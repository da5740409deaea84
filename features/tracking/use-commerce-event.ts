'use client';

import { useCallback } from 'react';
import { useShop } from '@/platform/state/shop-context';
import type { CommerceEvent } from '@/features/tracking/commerce-events';
import { pushCommerceEvent } from '@/features/tracking/data-layer';
import type { CurrencyCode } from '@/platform/storefronts/storefronts';

/**
 * Sends an e-commerce event of this storefront to the data layer, as far as the shopper's consent
 * allows (features/tracking/data-layer.ts).
 */
export function useCommerceEvent(): (build: (currency: CurrencyCode) => CommerceEvent | null) => void {
  const { storefront } = useShop();
  return useCallback(
    (build) => {
      const event = build(storefront.currency);
      if (event) pushCommerceEvent(storefront.code, event);
    },
    [storefront],
  );
}
