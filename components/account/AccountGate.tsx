'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { sessionClient } from '@/components/account/session-client';
import { useLocalStore, useShop } from '@/components/shop/shop-context';
import { useRouter } from '@/lib/i18n/navigation';
import { useUiStore } from '@/stores/ui-store';

/**
 * The way into the account area: signed-out shoppers see `children` (the sign-in prompt); a signed-in
 * customer sees who is signed in and can sign out, which leads to / (SPEC.md section 2).
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const t = useTranslations('login');
  const { local } = useShop();
  const user = useLocalStore((state) => state.user);
  const router = useRouter();
  if (!user) {
    return (
      <>
        {children}
        <button type="button" className="button" onClick={() => useUiStore.getState().openLogin()}>
          {t('title')}
        </button>
      </>
    );
  }
  return (
    <div className="account-gate">
      <p>{t('signedInAs', { name: user.name })}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          void sessionClient.signOut().then(() => {
            local.getState().setUser(null);
            router.push('/');
          });
        }}
      >
        {t('signOut')}
      </button>
    </div>
  );
}
