'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { applyConsent } from '@/features/consent/apply-consent';
import { useShop } from '@/platform/state/shop-context';
import { ALL_CONSENT, choiceFromMask, maskFromChoice, NECESSARY_ONLY, type ConsentChoice, type ConsentMask } from '@/platform/consent/consent';
import { readConsent, writeConsent } from '@/platform/consent/consent-cookie';
import { useUiStore, type ConsentView } from '@/platform/state/ui-store';
import { AlertChoices, CookieAlertBar } from '@/features/consent/CookieAlertBar';

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

const CHOICES: readonly (keyof ConsentChoice)[] = ['adStorage', 'analyticsStorage', 'adPersonalization'];

const show = (view: ConsentView) => useUiStore.getState().showConsent(view);

interface SettingsProps {
  labels: CookieAlertLabels;
  idPrefix: string;
  /** A choice is stored: the settings can be closed without a new one. */
  stored: boolean;
  onDecide(mask: ConsentMask): void;
  onClose(): void;
}

/** The settings view's switches and buttons, starting from the stored choice each time they open. */
function ConsentSettings({ labels, idPrefix, stored, onDecide, onClose }: SettingsProps) {
  const [choice, setChoice] = useState<ConsentChoice>(() => choiceFromMask(readConsent() ?? NECESSARY_ONLY));
  return (
    <>
      <p className="cookie-alert__text">{labels.settingsIntro}</p>
      <ul className="cookie-alert__purposes">
        <li className="cookie-purpose">
          <label className="cookie-purpose__switch">
            <input type="checkbox" role="switch" checked disabled aria-describedby={`${idPrefix}-necessary`} />
            <span className="cookie-purpose__name">{labels.purposes.necessary.name}</span>
            <span className="cookie-purpose__always">{labels.alwaysOn}</span>
          </label>
          <p id={`${idPrefix}-necessary`} className="cookie-purpose__description">
            {labels.purposes.necessary.description}
          </p>
        </li>
        {CHOICES.map((purpose) => (
          <li key={purpose} className="cookie-purpose">
            <label className="cookie-purpose__switch">
              <input
                type="checkbox"
                role="switch"
                name={purpose}
                checked={choice[purpose]}
                onChange={(event) => setChoice({ ...choice, [purpose]: event.target.checked })}
                aria-describedby={`${idPrefix}-${purpose}`}
              />
              <span className="cookie-purpose__name">{labels.purposes[purpose].name}</span>
            </label>
            <p id={`${idPrefix}-${purpose}`} className="cookie-purpose__description">
              {labels.purposes[purpose].description}
            </p>
          </li>
        ))}
      </ul>
      <div className="cookie-alert__actions">
        <button type="button" className="button cookie-alert__choice" onClick={() => onDecide(maskFromChoice(choice))}>
          {labels.save}
        </button>
        <button type="button" className="button cookie-alert__choice" onClick={() => onDecide(ALL_CONSENT)}>
          {labels.allowAll}
        </button>
        {stored && (
          <button type="button" className="button button--secondary cookie-alert__choice" onClick={onClose}>
            {labels.close}
          </button>
        )}
      </div>
    </>
  );
}

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
        <ConsentSettings labels={labels} idPrefix={titleId} stored={stored} onDecide={decide} onClose={close} />
      ) : (
        <>
          <div className="cookie-alert__text">{children}</div>
          <AlertChoices
            labels={labels}
            on={{ allowAll: () => decide(ALL_CONSENT), necessaryOnly: () => decide(NECESSARY_ONLY), settings: () => show('settings') }}
          />
        </>
      )}
    </CookieAlertBar>
  );
}
