'use client';

import { useUiStore } from '@/platform/state/ui-store';

/** The footer's way back to the cookie settings on every page: changing one's mind is as easy as choosing. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className="link-button site-footer__consent" onClick={() => useUiStore.getState().showConsent('settings')}>
      {label}
    </button>
  );
}
