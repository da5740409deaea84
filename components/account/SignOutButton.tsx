'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { sessionClient } from '@/components/account/session-client';
import { useShop } from '@/components/shop/shop-context';
import { useRouter } from '@/lib/i18n/navigation';

/** Ends both sessions and leads to / (SPEC.md section 2: logout goes to /). */
export function SignOutButton() {
  const t = useTranslations('login');
  const { local } = useShop();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--secondary account-sign-out"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void sessionClient.signOut().then(() => {
          local.getState().setUser(null);
          router.push('/');
        });
      }}
    >
      {t('signOut')}
    </button>
  );
}
