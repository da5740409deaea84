'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useShop } from '@/platform/state/shop-context';
import { confirmMailSignIn } from '@/features/account/session/mail-sign-in';
import { useRouter } from '@/platform/i18n/navigation';
import { useUiStore, type PendingLink } from '@/platform/state/ui-store';

/**
 * The e-mail link's question: sign in as this (masked) account? The yes is a POST that spends the
 * token; a no closes the dialog and leaves the link unused (decision 0026).
 */
export function LinkSignInConfirm({ link }: { link: PendingLink }) {
  const t = useTranslations('login');
  const { storefront, local } = useShop();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const outcome = await confirmMailSignIn(storefront.code, link.token);
    setBusy(false);
    if (!outcome.ok) return;
    local.getState().setUser(outcome.user);
    useUiStore.getState().setSessionEnded(false);
    useUiStore.getState().closeLogin();
    router.replace('/my-account/orders');
  };

  return (
    <div className="stacked-form">
      <p>{t('linkConfirmLead')}</p>
      <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
        {t('linkConfirm')}
      </button>
      <button type="button" className="link-button" onClick={() => useUiStore.getState().closeLogin()}>
        {t('linkNotMe')}
      </button>
    </div>
  );
}
