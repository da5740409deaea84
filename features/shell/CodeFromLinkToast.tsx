'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useUiStore } from '@/platform/state/ui-store';

const TOAST_MS = 8000;

/** Tells the shopper that the discount code of the link they followed is waiting in the cart. */
export function CodeFromLinkToast() {
  const t = useTranslations('coupons');
  const code = useUiStore((state) => state.codeFromLink);
  useEffect(() => {
    if (!code) return;
    const timer = setTimeout(() => useUiStore.getState().announceCodeFromLink(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [code]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {code && (
        <p className="toast">
          {t('fromLink', { code })}
          <button type="button" className="icon-button" onClick={() => useUiStore.getState().announceCodeFromLink(null)} aria-label={t('dismiss')}>
            ×
          </button>
        </p>
      )}
    </div>
  );
}
