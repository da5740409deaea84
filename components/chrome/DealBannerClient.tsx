'use client';

import { useQuery } from '@tanstack/react-query';
import { useParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useShop } from '@/components/shop/shop-context';
import { fetchCurrentDeal } from '@/lib/api/calls/content';
import type { CurrentDeal } from '@/lib/api/types';
import { dealRemainingMs, formatCountdown, isDealActive, isDealProductPage, msUntilDealChange, DEAL_TICK_MS } from '@/lib/deal';
import { Link, usePathname } from '@/lib/i18n/navigation';

/**
 * How often the open page asks the backend for the current deal again: a cached page may carry the
 * deal it was rendered with for up to CACHE_SECONDS.deal, an open page learns of a new one sooner.
 */
export const DEAL_REFRESH_MS = 60_000;

/** The current deal in the browser; a failed call clears it (SPEC.md sections 7 and 8). */
export function useCurrentDeal(initialDeal: CurrentDeal | null) {
  const { storefront } = useShop();
  const { data } = useQuery({
    queryKey: ['current-deal', storefront.code],
    queryFn: async () => {
      const result = await fetchCurrentDeal(storefront.code);
      return result.ok ? result.data : null;
    },
    initialData: initialDeal,
    staleTime: DEAL_REFRESH_MS,
    refetchInterval: DEAL_REFRESH_MS,
    retry: false,
  });
  return data ?? null;
}

interface Clock {
  now: number;
  listeners: Set<() => void>;
}

function createClock(): Clock {
  return { now: Date.now(), listeners: new Set() };
}

function syncClock(clock: Clock) {
  clock.now = Date.now();
  for (const listener of clock.listeners) listener();
}

/**
 * The time the banner works from: read from the system clock when the deal changes state, every
 * second while the countdown shows, and again when the tab comes back. While the tab is hidden
 * nothing is scheduled, so the counter pauses.
 */
function useDealClock(deal: CurrentDeal | null, countdown: boolean): number | null {
  const [clock] = useState(createClock);
  const now = useSyncExternalStore(
    (listener) => {
      clock.listeners.add(listener);
      return () => clock.listeners.delete(listener);
    },
    () => clock.now,
    () => null,
  );

  useEffect(() => {
    if (!deal || now === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      if (document.visibilityState === 'hidden') return;
      // Came to the deal's page with a time read long ago: read it again at once.
      if (countdown && Date.now() - now >= DEAL_TICK_MS) {
        timer = setTimeout(() => syncClock(clock), 0);
        return;
      }
      const remaining = dealRemainingMs(deal, now);
      const change = msUntilDealChange(deal, now);
      if (change === null) return;
      // On the deal's page: the next whole second of the countdown; elsewhere the next start or end.
      const delay = countdown && isDealActive(deal, now) ? ((remaining - 1) % DEAL_TICK_MS) + 1 : change;
      timer = setTimeout(() => syncClock(clock), delay);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') clearTimeout(timer);
      else syncClock(clock);
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [clock, deal, now, countdown]);

  return now;
}

/** The deal's product slug when the current route is that product's page. */
function useProductSlug(): string | null {
  const pathname = usePathname();
  const params = useParams<{ slug?: string | string[] }>();
  if (pathname !== '/product/[slug]' || typeof params.slug !== 'string') return null;
  try {
    return decodeURIComponent(params.slug);
  } catch {
    return params.slug;
  }
}

/**
 * SPEC.md section 4: shown while the deal is active; counts down in hh:mm:ss on the deal's own
 * product page only; hides at 0; a click opens the product.
 */
export function DealBannerClient({ initialDeal, activeAtRender }: { initialDeal: CurrentDeal | null; activeAtRender: boolean }) {
  const t = useTranslations('dealBanner');
  const deal = useCurrentDeal(initialDeal);
  const onDealPage = isDealProductPage(deal?.product_slug, useProductSlug());
  const now = useDealClock(deal, onDealPage);
  if (!deal) return null;
  // Until the browser has read its clock the server's word holds; the clock decides from then on.
  if (now === null ? !activeAtRender : !isDealActive(deal, now)) return null;
  return (
    <aside className={`deal-banner${onDealPage ? ' deal-banner--current' : ''}`} aria-label={t('label')}>
      <Link href={{ pathname: '/product/[slug]', params: { slug: deal.product_slug } }} className="deal-banner__link">
        <span className="deal-banner__badge">{deal.title || t('label')}</span>
        <span className="deal-banner__offer">
          {t('offer', { name: deal.product_name, percent: deal.discount })}
        </span>
        {onDealPage ? (
          <span className="deal-banner__countdown" role="timer">
            {t('endsIn')}{' '}
            <time className="deal-banner__time" dateTime={deal.expires_at}>
              {now === null ? '--:--:--' : formatCountdown(dealRemainingMs(deal, now))}
            </time>
          </span>
        ) : (
          <span className="deal-banner__cta" aria-hidden="true">
            {t('cta')} ›
          </span>
        )}
      </Link>
    </aside>
  );
}
