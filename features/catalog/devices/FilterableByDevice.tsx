'use client';

import { useEffect } from 'react';
import { useListingOnScreen, type ListingOnScreen } from '@/features/catalog/devices/listing-on-screen';

/** Tells the header's device switcher, while this listing is on screen, where its views are (DEV-3). */
export function FilterableByDevice({ basePath, query, offered }: ListingOnScreen) {
  useEffect(() => {
    useListingOnScreen.setState({ listing: { basePath, query, offered } });
    return () => useListingOnScreen.setState({ listing: null });
  }, [basePath, query, offered]);
  return null;
}
