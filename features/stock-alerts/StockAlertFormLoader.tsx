'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import type { StockAlertForm as Form } from '@/features/stock-alerts/StockAlertForm';

/**
 * The product page is one route for every product, and a client component it imports loads with
 * each of them. Behind `lazy` the form is a chunk of its own, fetched only where it renders: on an
 * out-of-stock product (decision 0067). The server renders the form into the page all the same, so
 * it paints with the page and posts without JavaScript; hydration waits for its chunk.
 */
const StockAlertForm = lazy(() => import('@/features/stock-alerts/StockAlertForm').then((m) => ({ default: m.StockAlertForm })));

export function StockAlertFormLoader(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={null}>
      <StockAlertForm {...props} />
    </Suspense>
  );
}
