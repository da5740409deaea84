'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { sessionClient } from '@/components/account/session-client';
import { useLocalStore, useShop } from '@/components/shop/shop-context';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useRouter } from '@/lib/i18n/navigation';

/** Who is signed in, and the way out: sign-out ends both sessions and leads to / (docs/product/account.md, ACC-5). */
export function AccountSession() {
  const t = useTranslations('login');
  // Until React runs, a click would do nothing.
  const hydrated = useHydrated();
  const { local } = useShop();
  const name = useLocalStore((state) => state.user?.name ?? null);
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <div className="account-session">
      {name && <p>{t('signedInAs', { name })}</p>}
      <button
        type="button"
        className="button button--secondary"
        disabled={busy || !hydrated}
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
    </div>
  );
}
