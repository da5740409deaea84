'use client';

import { useCallback } from 'react';
import { useShop } from '@/components/shop/shop-context';
import type { CommerceEvent } from '@/lib/tracking/commerce-events';
import { pushCommerceEvent } from '@/lib/tracking/data-layer';
import type { CurrencyCode } from '@/lib/storefronts';

/**
 * Sends an e-commerce event of this storefront to the data layer, as far as the shopper's consent
 * allows (lib/tracking/data-layer.ts).
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
