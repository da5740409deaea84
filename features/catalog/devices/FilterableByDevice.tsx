'use client';

import { useEffect } from 'react';
import { showListing, type ListingOnScreen } from '@/features/catalog/devices/listing-on-screen';

/** Tells the header's device switcher, while this listing is on screen, where its views are (DEV-3). */
export function FilterableByDevice({ basePath, query, offered }: ListingOnScreen) {
  useEffect(() => showListing({ basePath, query, offered }), [basePath, query, offered]);
  return null;
}
