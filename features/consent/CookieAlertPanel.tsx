'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { applyConsent } from '@/features/consent/apply-consent';
import { useShop } from '@/platform/state/shop-context';
import { ALL_CONSENT, NECESSARY_ONLY, type ConsentChoice, type ConsentMask } from '@/platform/consent/consent';
import { readConsent, writeConsent } from '@/platform/consent/consent-cookie';
import { useUiStore, type ConsentView } from '@/platform/state/ui-store';
import { AlertChoices, CookieAlertBar } from '@/features/consent/CookieAlertBar';
import { lazyIsland, preloadOnIntent } from '@/platform/ui/lazy-island';

type Purpose = 'necessary' | keyof ConsentChoice;

export interface CookieAlertLabels {
  title: string;
  allowAll: string;
  necessaryOnly: string;
  settings: string;
  settingsTitle: string;
  settingsIntro: string;
  save: string;
  alwaysOn: string;
  close: string;
  purposes: Record<Purpose, { name: string; description: string }>;
}

/**
 * The settings view loads on intent on its button, or at the latest when it opens: most shoppers
 * answer the alert with one of its two other buttons (decision 0065).
 */
const consentSettingsIsland = lazyIsland(() => import('@/features/consent/ConsentSettings').then((m) => m.ConsentSettings));
const settingsIntent = preloadOnIntent(consentSettingsIsland);

const show = (view: ConsentView) => useUiStore.getState().showConsent(view);

/**
 * The cookie alert and its settings (docs/product/consent.md, CNS-1 and CNS-3), loaded only when shown (ConsentGate). Fixed
 * to the bottom of the viewport, so appearing moves nothing. Not modal: the page stays usable and no
 * focus is trapped. Its settings take focus, and reopened from the footer, give it back on closing.
 */
export default function CookieAlertPanel({ labels, children }: { labels: CookieAlertLabels; children: ReactNode }) {
  const { storefront, local, hydration } = useShop();
  const view = useUiStore((state) => state.consentView);
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const shownView = useRef<ConsentView>('hidden');
  const titleId = useId();

  useEffect(() => {
    if (view === 'settings') {
      // Opened from elsewhere on the page (the footer): focus goes back there on closing.
      if (shownView.current === 'hidden' && document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
      heading.current?.focus();
    }
    shownView.current = view;
  }, [view]);

  const close = () => {
    show('hidden');
    returnFocus.current?.focus();
    returnFocus.current = null;
  };

  const decide = (mask: ConsentMask) => {
    writeConsent(mask);
    void applyConsent(storefront.code, { local, hydration }, mask);
    close();
  };

  const stored = readConsent() !== null;
  return (
    <CookieAlertBar
      view={view}
      titleId={titleId}
      title={view === 'settings' ? labels.settingsTitle : labels.title}
      headingRef={heading}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && stored) close();
      }}
    >
      {view === 'settings' ? (
        <consentSettingsIsland.Component labels={labels} idPrefix={titleId} stored={stored} onDecide={decide} onClose={close} />
      ) : (
        <>
          <div className="cookie-alert__text">{children}</div>
          <AlertChoices
            labels={labels}
            on={{ allowAll: () => decide(ALL_CONSENT), necessaryOnly: () => decide(NECESSARY_ONLY), settings: () => show('settings') }}
            settingsIntent={settingsIntent}
          />
        </>
      )}
    </CookieAlertBar>
  );
}
