'use client';

import { WhenNeeded } from '@/features/shell/lazy-island';
import { loginDialogIsland, upsellingPanelIsland, upsellOfferIsland } from '@/features/shell/shop-islands';
import { useUiStore } from '@/features/shell/ui-store';

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
