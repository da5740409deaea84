'use client';

import { useEffect, useState } from 'react';
import { dealRemainingMs, formatCountdown, DEAL_TICK_MS, type DealWindow } from '@/features/catalog/deal/deal';

/**
 * The countdown's hh:mm:ss (docs/product/content.md, CNT-7), loaded only on the deal's own product
 * page (decision 0070). It reads the system clock at every whole second of what is left; while the
 * tab is hidden nothing is scheduled, so the counter pauses, and it reads the clock again on return.
 * Rendered in the browser only, so it starts from the browser's clock.
 */
export function DealCountdown({ deal }: { deal: DealWindow }) {
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Each tick schedules the next from the clock as it is then, not from a render, which may come later.
    const schedule = () => {
      const remaining = dealRemainingMs(deal, Date.now());
      if (document.visibilityState !== 'hidden' && remaining > 0) timer = setTimeout(tick, ((remaining - 1) % DEAL_TICK_MS) + 1);
    };
    const tick = () => {
      setNow(Date.now());
      schedule();
    };
    const onVisibility = () => {
      clearTimeout(timer);
      if (document.visibilityState !== 'hidden') tick();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [deal]);

  return formatCountdown(dealRemainingMs(deal, now));
}
