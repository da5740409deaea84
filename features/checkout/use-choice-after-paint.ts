'use client';

import { useState } from 'react';
import { afterNextPaint } from '@/platform/ui/after-next-paint';

/**
 * A checkout choice that answers the tap first: the option shows as chosen at once, and the choice
 * goes to the cart, which re-renders the form and asks the backend for a new price, once that has
 * painted (docs/operating.md, OPS-73). Until then the option the shopper picked is the one shown.
 */
export function useChoiceAfterPaint<M extends { id: string }>(chosen: string | null, onChoose: (method: M) => void) {
  const [picked, setPicked] = useState<string | null>(null);
  const choose = (method: M) => {
    setPicked(method.id);
    void afterNextPaint().then(() => {
      onChoose(method);
      // A later pick still waiting for its own paint stays shown.
      setPicked((shown) => (shown === method.id ? null : shown));
    });
  };
  return { shown: picked ?? chosen, choose };
}
