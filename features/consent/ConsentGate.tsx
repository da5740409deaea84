'use client';

import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { applyConsent } from '@/features/consent/apply-consent';
import { AlertChoices, CookieAlertBar } from '@/features/consent/CookieAlertBar';
import type { CookieAlertLabels } from '@/features/consent/CookieAlertPanel';
import { useShop } from '@/platform/state/shop-context';
import { readConsent } from '@/platform/consent/consent-cookie';
import { useUiStore } from '@/platform/state/ui-store';

/** Most views are by shoppers who have chosen: the alert's code is fetched only when it is shown. */
const CookieAlertPanel = lazy(() => import('@/features/consent/CookieAlertPanel'));

/**
 * The cookie alert's gate (docs/product/consent.md, CNS-1 and CNS-10). The server renders the alert's
 * question into every page, the same for everyone, so cached pages stay cached and a first visit
 * paints it with the page; the pre-paint check hides it for a shopper who chose. After hydration the
 * cookie decides: no choice, and the panel takes the question's place once its code is in; a stored
 * choice is applied silently and the question goes.
 */
export function ConsentGate({ labels, children }: { labels: CookieAlertLabels; children: ReactNode }) {
  const { storefront, local, hydration } = useShop();
  const view = useUiStore((state) => state.consentView);
  const titleId = useId();
  useEffect(() => {
    const stored = readConsent();
    const { consentView, showConsent } = useUiStore.getState();
    if (stored === null) {
      if (consentView === 'pending') showConsent('alert');
      return;
    }
    // The footer's settings may have opened before this ran.
    if (consentView === 'pending') showConsent('hidden');
    void applyConsent(storefront.code, { local, hydration }, stored);
  }, [local, hydration, storefront.code]);
  const question = (
    <CookieAlertBar view="pending" titleId={titleId} title={labels.title}>
      <div className="cookie-alert__text">{children}</div>
      <AlertChoices labels={labels} />
    </CookieAlertBar>
  );
  if (view === 'pending') return question;
  if (view === 'hidden') return null;
  return (
    <Suspense fallback={view === 'alert' ? question : null}>
      <CookieAlertPanel labels={labels}>{children}</CookieAlertPanel>
    </Suspense>
  );
}
