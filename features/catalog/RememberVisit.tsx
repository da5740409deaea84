'use client';

import { useEffect } from 'react';
import { useShop } from '@/platform/state/shop-context';
import type { BreadcrumbEntry } from '@/features/catalog/history/history';

/**
 * Records a visit of a listing (category, brand, tag, search) in the breadcrumb history, in the
 * browser: the page itself is cached for everyone. Product pages read it to show the trail the
 * shopper came by.
 */
export function RememberVisit({ entry: { label, path } }: { entry: BreadcrumbEntry }) {
  const { local } = useShop();
  useEffect(() => {
    local.getState().rememberPage({ label, path });
  }, [local, label, path]);
  return null;
}
