'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { sessionClient } from '@/features/account/session/session-client';
import { useLocalStore, useShop } from '@/platform/state/shop-context';
import { useHydrated } from '@/platform/ui/use-hydrated';
import { useRouter } from '@/platform/i18n/navigation';

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
