'use client';

import { useLocale } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import { checkoutSessionClient } from '@/features/checkout/checkout-session-client';
import { useShop } from '@/platform/state/shop-context';
import { FAILURE_REASONS, type PlacedOutcome } from '@/features/checkout/place-outcome';
import type { PlaceOrderBody } from '@/platform/api/calls/checkout';
import { useRouter } from '@/platform/i18n/navigation';

export type PlaceState = 'idle' | 'placing' | 'rejected';

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Placing the order and what follows from the answer. One order per attempt: the button is locked
 * while a request is out, and the idempotency key lives in the checkout draft until the backend gives
 * a final answer, so a double click, a reload or a retry after a time-out asks about the same order.
 * Returns 'changed' when the backend re-priced: the caller shows what changed and asks again.
 */
export function usePlaceOrder() {
  const { session } = useShop();
  const locale = useLocale();
  const router = useRouter();
  const [state, setState] = useState<PlaceState>('idle');
  const busy = useRef(false);

  const follow = useCallback(
    (checkoutId: string, placed: PlacedOutcome): 'changed' | null => {
      const draft = session.getState();
      switch (placed.outcome) {
        case 'approved':
          draft.setPlaceKey(null);
          draft.setPendingOrderId(null);
          router.replace({ pathname: '/checkout/confirmation/[id]', params: { id: placed.orderId } });
          return null;
        case 'action_required':
          draft.setPendingOrderId(placed.orderId);
          window.location.assign(placed.redirectUrl);
          return null;
        case 'changed':
          draft.setPlaceKey(null);
          busy.current = false;
          setState('idle');
          return 'changed';
        case 'rejected':
          draft.setPlaceKey(null);
          busy.current = false;
          setState('rejected');
          return null;
        case 'declined':
        case 'cancelled':
        case 'provider_error':
        case 'unconfirmed':
          // 'unconfirmed' keeps the key: the order may exist, and the next try must find it.
          if (placed.outcome !== 'unconfirmed') draft.setPlaceKey(null);
          draft.setPendingOrderId(null);
          router.push({ pathname: '/checkout/failed/[id]', params: { id: checkoutId }, query: { reason: FAILURE_REASONS[placed.outcome] } });
          return null;
      }
    },
    [router, session],
  );

  const place = useCallback(
    async (checkoutId: string, body: PlaceOrderBody): Promise<'changed' | null> => {
      if (busy.current) return null;
      busy.current = true;
      setState('placing');
      const draft = session.getState();
      const key = draft.placeKey ?? newIdempotencyKey();
      draft.setPlaceKey(key);
      return follow(checkoutId, await checkoutSessionClient.place(locale, checkoutId, key, body));
    },
    [follow, locale, session],
  );

  /** Back from the payment provider: ask the shop where the waiting order stands. */
  const resume = useCallback(
    async (checkoutId: string, orderId: string) => {
      if (busy.current) return;
      busy.current = true;
      setState('placing');
      const placed = await checkoutSessionClient.afterProvider(locale, checkoutId, orderId);
      // Still waiting means the shopper left the provider without deciding: nothing was paid.
      follow(checkoutId, placed.outcome === 'action_required' ? { outcome: 'cancelled' } : placed);
    },
    [follow, locale],
  );

  return { state, place, resume };
}
