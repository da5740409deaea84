'use client';

import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { applyConsent } from '@/features/consent/apply-consent';
import type { CookieAlertLabels } from '@/features/consent/CookieAlertPanel';
import { useShop } from '@/platform/state/shop-context';
import { readConsent } from '@/platform/consent/consent-cookie';
import { useUiStore } from '@/platform/state/ui-store';

/** Most views are by shoppers who have chosen: the alert's code is fetched only when it is shown. */
const CookieAlertPanel = lazy(() => import('@/features/consent/CookieAlertPanel'));

/**
 * The cookie alert's gate (docs/product/consent.md, CNS-1): with no consent cookie the alert shows; a stored
 * choice is applied silently. It decides in the browser, after hydration, so the server render and
 * with it every cached page are the same for everyone.
 */
export function ConsentGate({ labels, children }: { labels: CookieAlertLabels; children: ReactNode }) {
  const { storefront, local, hydration } = useShop();
  const view = useUiStore((state) => state.consentView);
  useEffect(() => {
    const stored = readConsent();
    if (stored === null) useUiStore.getState().showConsent('alert');
    else void applyConsent(storefront.code, { local, hydration }, stored);
  }, [local, hydration, storefront.code]);
  if (view === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <CookieAlertPanel labels={labels}>{children}</CookieAlertPanel>
    </Suspense>
  );
}
