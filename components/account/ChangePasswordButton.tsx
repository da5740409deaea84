'use client';

import { useTranslations } from 'next-intl';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useUiStore } from '@/stores/ui-store';

/** Opens the login dialog's change-password view for the signed-in customer (e.g. on the profile page). */
export function ChangePasswordButton() {
  const t = useTranslations('login');
  // Until React runs, a click would do nothing.
  const hydrated = useHydrated();
  return (
    <button type="button" className="button button--secondary" disabled={!hydrated} onClick={() => useUiStore.getState().openLogin('change-password')}>
      {t('changePasswordTitle')}
    </button>
  );
}
