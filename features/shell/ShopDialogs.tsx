'use client';

import { WhenNeeded } from '@/platform/ui/lazy-island';
import { loginDialogIsland } from '@/features/account';
import { upsellingPanelIsland, upsellOfferIsland } from '@/features/cart';
import { useUiStore } from '@/platform/state/ui-store';

/** The login dialog and the two upsell dialogs, each mounted from the first time the UI store opens it. */
export function ShopDialogs() {
  const login = useUiStore((state) => state.loginModal !== 'hidden');
  const upselling = useUiStore((state) => state.upselling !== null);
  const offer = useUiStore((state) => state.upsellOffer !== null);
  return (
    <>
      <WhenNeeded needed={upselling}>
        <upsellingPanelIsland.Component />
      </WhenNeeded>
      <WhenNeeded needed={offer}>
        <upsellOfferIsland.Component />
      </WhenNeeded>
      <WhenNeeded needed={login}>
        <loginDialogIsland.Component />
      </WhenNeeded>
    </>
  );
}
