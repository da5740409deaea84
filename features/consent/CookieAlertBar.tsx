import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import type { ConsentView } from '@/platform/state/ui-store';
import type { preloadOnIntent } from '@/platform/ui/lazy-island';

interface CookieAlertBarProps {
  /** `pending`: the question in the page's markup, before the panel has loaded. */
  view: ConsentView;
  titleId: string;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
  children: ReactNode;
}

/**
 * The cookie alert's region, the same in the page's markup and in the loaded panel, so the bar does
 * not move or change when its code arrives. A pending bar is hidden by the stylesheet once the
 * pre-paint check found a stored choice (platform/consent/consent-choice-script.ts).
 */
export function CookieAlertBar({ view, titleId, title, headingRef, onKeyDown, children }: CookieAlertBarProps) {
  return (
    <section className="cookie-alert" aria-labelledby={titleId} data-view={view} onKeyDown={onKeyDown}>
      <div className="cookie-alert__inner">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="cookie-alert__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

interface AlertChoicesProps {
  labels: { allowAll: string; necessaryOnly: string; settings: string };
  /** Absent until the panel has loaded: the buttons say they are not ready, since a click would be lost. */
  on?: { allowAll(): void; necessaryOnly(): void; settings(): void };
  /** Props that load the settings view's code when the shopper points at, focuses or touches its button. */
  settingsIntent?: ReturnType<typeof preloadOnIntent>;
}

/** The alert's three answers (docs/product/consent.md, CNS-1). */
export function AlertChoices({ labels, on, settingsIntent }: AlertChoicesProps) {
  return (
    <div className="cookie-alert__actions">
      <button type="button" className="button cookie-alert__choice" aria-disabled={on ? undefined : true} onClick={on?.allowAll}>
        {labels.allowAll}
      </button>
      <button type="button" className="button cookie-alert__choice" aria-disabled={on ? undefined : true} onClick={on?.necessaryOnly}>
        {labels.necessaryOnly}
      </button>
      <button
        type="button"
        className="button button--secondary cookie-alert__choice"
        aria-disabled={on ? undefined : true}
        onClick={on?.settings}
        {...settingsIntent}
      >
        {labels.settings}
      </button>
    </div>
  );
}
