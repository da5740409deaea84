'use client';

import { useState } from 'react';
import type { CookieAlertLabels } from '@/features/consent/CookieAlertPanel';
import { ALL_CONSENT, choiceFromMask, maskFromChoice, NECESSARY_ONLY, type ConsentChoice, type ConsentMask } from '@/platform/consent/consent';
import { readConsent } from '@/platform/consent/consent-cookie';

const CHOICES: readonly (keyof ConsentChoice)[] = ['adStorage', 'analyticsStorage', 'adPersonalization'];

interface SettingsProps {
  labels: CookieAlertLabels;
  idPrefix: string;
  /** A choice is stored: the settings can be closed without a new one. */
  stored: boolean;
  onDecide(mask: ConsentMask): void;
  onClose(): void;
}

/** The settings view's switches and buttons, starting from the stored choice each time they open. */
export function ConsentSettings({ labels, idPrefix, stored, onDecide, onClose }: SettingsProps) {
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
