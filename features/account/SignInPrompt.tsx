'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { sessionClient } from '@/features/account/session/session-client';
import { preloadOnIntent } from '@/platform/ui/lazy-island';
import { useLocalStore, useShop } from '@/platform/state/shop-context';
import { loginDialogIsland } from '@/features/account/login-island';
import { useRouter } from '@/platform/i18n/navigation';
import { isRefreshDue } from '@/platform/session/refresh-schedule';
import { useHydrated } from '@/platform/ui/use-hydrated';
import { useUiStore } from '@/platform/state/ui-store';

// Once per page load: a refresh that did not bring the page back is not tried again on re-render.
let resumeTried = false;

/**
 * The way into the account area when the server found no valid account token. If the browser still
 * remembers a signed-in customer whose access token has run out (the tab slept past its refresh),
 * the session is refreshed once and the page rendered again. Otherwise, or when that fails,
 * `children` (the sign-in prompt) and the button that opens the login dialog.
 */
export function SignInPrompt({ children }: { children: ReactNode }) {
  const t = useTranslations('login');
  // Until React runs, a click would do nothing.
  const hydrated = useHydrated();
  const { storefront, local } = useShop();
  const router = useRouter();
  const resumable = useLocalStore((state) => state.user !== null && state.user.orderId === null && isRefreshDue(state.user.sessionEndsAt, Date.now()));
  const [resume, setResume] = useState<'pending' | 'done' | 'unavailable'>(() => (resumeTried ? 'done' : 'pending'));

  useEffect(() => {
    if (!resumable || resumeTried) return;
    resumeTried = true;
    void sessionClient.refresh(storefront.code).then((outcome) => {
      if (outcome.kind === 'renewed') {
        local.getState().setUser(outcome.user);
        // Together with the page rendered again, so the prompt never flashes in between.
        startTransition(() => {
          router.refresh();
          setResume('done');
        });
        return;
      }
      if (outcome.kind === 'signed_out') local.getState().setUser(null);
      setResume(outcome.kind === 'unavailable' ? 'unavailable' : 'done');
    });
  }, [resumable, local, router, storefront.code]);

  // Still checking after the renewed user is remembered, until the page comes back rendered again.
  if (resume === 'pending' && (resumable || resumeTried)) {
    return (
      <p className="lead" role="status">
        {t('checkingSession')}
      </p>
    );
  }
  return (
    <>
      {children}
      {resume === 'unavailable' && (
        <p className="alert alert--warning" role="alert">
          {t('unavailable')}
        </p>
      )}
      <button type="button" className="button" disabled={!hydrated} onClick={() => useUiStore.getState().openLogin()} {...preloadOnIntent(loginDialogIsland)}>
        {t('title')}
      </button>
    </>
  );
}
