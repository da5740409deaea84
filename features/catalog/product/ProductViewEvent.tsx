'use client';

import { useEffect } from 'react';
import { useCommerceEvent } from '@/features/tracking';
import { itemEvent, type TrackedLine } from '@/features/tracking';

/** GA4's view_item, once per view of a product page. */
export function ProductViewEvent({ line }: { line: TrackedLine }) {
  const track = useCommerceEvent();
  useEffect(() => {
    track((currency) => itemEvent('view_item', line, 1, currency));
  }, [line, track]);
  return null;
}
