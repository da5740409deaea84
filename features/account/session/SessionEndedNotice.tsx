'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/platform/state/ui-store';

/** Says, politely and where it is seen, that the session ended, with the way back in. */
export function SessionEndedNotice() {
  const t = useTranslations('login');
  const ended = useUiStore((state) => state.sessionEnded);
  return (
    <div className="toast-region toast-region--top" role="status" aria-live="polite">
      {ended && (
        <div className="toast session-ended">
          <p>{t('sessionEnded')}</p>
          <div className="session-ended__actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                useUiStore.getState().setSessionEnded(false);
                useUiStore.getState().openLogin();
              }}
            >
              {t('signInAgain')}
            </button>
            <button type="button" className="icon-button" onClick={() => useUiStore.getState().setSessionEnded(false)} aria-label={t('close')}>
              ×
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
