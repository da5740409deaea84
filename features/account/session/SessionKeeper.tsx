'use client';

import { SessionEndedNotice } from '@/features/account/session/SessionEndedNotice';
import { lazyIsland, WhenNeeded } from '@/platform/ui/lazy-island';
import { useLocalStore } from '@/platform/state/shop-context';

const sessionRefresherIsland = lazyIsland(() => import('@/features/account/session/SessionRefresher').then((m) => m.SessionRefresher));

/**
 * The session's upkeep: the refresher's code loads once someone is signed in, which most page views
 * are not (issue 13). The notice that a session ended is always there, so that its message is
 * announced when it comes.
 */
export function SessionKeeper() {
  const signedIn = useLocalStore((state) => state.user !== null);
  return (
    <>
      <WhenNeeded needed={signedIn}>
        <sessionRefresherIsland.Component />
      </WhenNeeded>
      <SessionEndedNotice />
    </>
  );
}
