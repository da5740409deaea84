'use client';

import { useEffect, useState } from 'react';
import { useLocalStore, useShop } from '@/platform/state/shop-context';
import { useRouter } from '@/platform/i18n/navigation';
import { isRefreshDue, refreshDelay } from '@/platform/session/refresh-schedule';
import { rereadLocal } from '@/platform/state/hydration';
import { useUiStore } from '@/platform/state/ui-store';
import { sessionClient } from '@/features/account/session/session-client';

/**
 * Keeps the remembered shopper in step with the session, for both strategies: refreshes the tokens
 * before they run out (platform/session/refresh-schedule.ts), at once when the tab slept past that point,
 * and again after each refresh. A refused refresh signs the shopper out with a message and renders
 * the page again, so an account page shows its sign-in prompt; an outage keeps the shopper signed in
 * and asks again a minute later. On page load an account's name and discounts are read afresh.
 * Mounted by SessionKeeper once someone is signed in.
 */
export function SessionRefresher() {
  const { storefront, local, hydration } = useShop();
  const router = useRouter();
  const sessionEndsAt = useLocalStore((state) => state.user?.sessionEndsAt ?? null);
  const [failedAttempts, setFailedAttempts] = useState(0);

  useEffect(() => {
    void hydration.whenHydrated().then(async () => {
      const user = local.getState().user;
      if (!user || user.orderId || isRefreshDue(user.sessionEndsAt, Date.now())) return;
      const fresh = await sessionClient.profile(storefront.code);
      const current = local.getState().user;
      if (!current) return;
      // No access token any more, though the refresh cookie may still be good: refresh now.
      if (fresh === null) local.getState().setUser({ ...current, sessionEndsAt: Date.now() });
      else if (fresh) local.getState().setUser({ ...current, ...fresh });
    });
  }, [local, hydration, storefront.code]);

  useEffect(() => {
    if (sessionEndsAt === null) return;
    const timer = setTimeout(
      () => {
        void rereadLocal(local).then(async () => {
          // Another tab of this shop may have refreshed meanwhile: its new end reschedules this one.
          if (local.getState().user?.sessionEndsAt !== sessionEndsAt) return;
          const outcome = await sessionClient.refresh(storefront.code);
          if (outcome.kind === 'renewed') {
            setFailedAttempts(0);
            local.getState().setUser(outcome.user);
          } else if (outcome.kind === 'unavailable') {
            setFailedAttempts((count) => count + 1);
          } else if (local.getState().user) {
            local.getState().setUser(null);
            useUiStore.getState().setSessionEnded(true);
            router.refresh();
          }
        });
      },
      refreshDelay(sessionEndsAt, Date.now(), failedAttempts),
    );
    return () => clearTimeout(timer);
  }, [local, router, sessionEndsAt, failedAttempts, storefront.code]);

  return null;
}
