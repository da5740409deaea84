'use client';

import { useEffect, useState } from 'react';
import { BreadcrumbNav, type Crumb } from '@/features/catalog/BreadcrumbNav';
import { useShop } from '@/platform/state/shop-context';
import { rememberedTrail } from '@/features/catalog/product/product-trails';

export interface ProductTrail {
  crumbs: Crumb[];
  /** The paths of the trail's categories, as listings record them in the breadcrumb history. */
  paths: string[];
}

/**
 * The product page is one cached page for every shopper: the server draws the primary trail, and once
 * the stored breadcrumb history is read the trail through the category the shopper browsed replaces
 * it. The trail stays on one line, so the swap moves nothing on the page.
 */
export function ProductBreadcrumbs({ trails, label, variant }: { trails: ProductTrail[]; label: string; variant: 'default' | 'deal' }) {
  const { local, hydration } = useShop();
  const [shown, setShown] = useState(0);

  useEffect(() => {
    let current = true;
    void hydration.whenHydrated().then(() => {
      if (current)
        setShown(
          rememberedTrail(
            trails.map((trail) => trail.paths),
            local.getState().breadcrumbHistory,
          ),
        );
    });
    return () => {
      current = false;
    };
  }, [local, hydration, trails]);

  const trail = trails[shown] ?? trails[0];
  if (!trail) return null;
  return <BreadcrumbNav items={trail.crumbs} label={label} variant={variant} oneLine />;
}
