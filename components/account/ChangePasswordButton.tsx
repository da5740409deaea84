'use client';

import { useTranslations } from 'next-intl';
import { useUiStore } from '@/stores/ui-store';

/** Opens the login dialog's change-password view for the signed-in customer (e.g. on the profile page). */
export function ChangePasswordButton() {
  const t = useTranslations('login');
  return (
    <button type="button" className="button button--secondary" onClick={() => useUiStore.getState().openLogin('change-password')}>
      {t('changePasswordTitle')}
    </button>
  );
}
