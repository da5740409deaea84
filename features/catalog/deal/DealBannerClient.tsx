'use client';

import Link from 'next/link';
import { useParams, useSelectedLayoutSegment } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { lazyIsland, WhenNeeded } from '@/platform/ui/lazy-island';
import type { CurrentDeal } from '@/platform/api/types';
import { isDealActive, isDealProductPage, msUntilDealChange, DEAL_REFRESH_MS } from '@/features/catalog/deal/deal';
import { fillHref } from '@/platform/i18n/href-template';
import { useUiStore } from '@/platform/state/ui-store';
import { useShop } from '@/platform/state/shop-context';

const dealRefreshIsland = lazyIsland(() => import('@/features/catalog/deal/DealRefresh').then((m) => m.DealRefresh));
/** The ticking clock: only the deal's own product page shows it (decision 0070). */
const dealCountdownIsland = lazyIsland(() => import('@/features/catalog/deal/DealCountdown').then((m) => m.DealCountdown));

/**
 * The server's deal until the first refresh is due; the code that asks again loads only then
 * (decision 0019), so a visit shorter than DEAL_REFRESH_MS never loads it.
 */
function useRefreshDue(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), DEAL_REFRESH_MS);
    return () => clearTimeout(timer);
  }, []);
  return due;
}

/**
 * The time the banner judges the deal's window by: read when the deal starts or ends, and again when
 * the tab comes back. Null until the browser has read its clock, after hydration.
 */
function useDealNow(deal: CurrentDeal | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!deal) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      const at = Date.now();
      setNow(at);
      clearTimeout(timer);
      const change = msUntilDealChange(deal, at);
      if (change !== null) timer = setTimeout(read, change);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') read();
    };
    read();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [deal]);
  return now;
}

/**
 * The product's slug when the current route is a product page: the banner is in the storefront's
 * layout, so the segment below it names the route without next-intl's route table.
 */
function useProductSlug(): string | null {
  const segment = useSelectedLayoutSegment();
  const params = useParams<{ slug?: string | string[] }>();
  if (segment !== 'product' || typeof params.slug !== 'string') return null;
  try {
    return decodeURIComponent(params.slug);
  } catch {
    return params.slug;
  }
}

/**
 * docs/product/content.md, CNT-7: shown while the deal is active; counts down in hh:mm:ss on the deal's own
 * product page only; hides at 0; a click opens the product. A refresh can bring another product, so
 * its href is filled in here from the shop's template (platform/i18n/href-template.ts).
 */
export function DealBannerClient({ initialDeal, activeAtRender }: { initialDeal: CurrentDeal | null; activeAtRender: boolean }) {
  const t = useTranslations('dealBanner');
  const { hrefs } = useShop();
  const [deal, setDeal] = useState(initialDeal);
  const refreshDue = useRefreshDue();
  const productSlug = useProductSlug();
  const pageDealSlug = useUiStore((state) => (productSlug === null ? null : (state.dealPages[productSlug] ?? null)));
  const onDealPage = isDealProductPage(deal?.product_slug, productSlug, pageDealSlug);
  const now = useDealNow(deal);
  // Until the browser has read its clock the server's word holds; the clock decides from then on.
  const shown = deal !== null && (now === null ? activeAtRender : isDealActive(deal, now));
  return (
    <>
      {shown && (
        <aside className={`deal-banner${onDealPage ? ' deal-banner--current' : ''}`} aria-label={t('label')}>
          <Link href={fillHref(hrefs.product, deal.product_slug)} className="deal-banner__link">
            <span className="deal-banner__badge">{deal.title || t('label')}</span>
            <span className="deal-banner__offer">{t('offer', { name: deal.product_name, percent: deal.discount })}</span>
            {onDealPage ? (
              <span className="deal-banner__countdown" role="timer">
                {t('endsIn')}{' '}
                <time className="deal-banner__time" dateTime={deal.expires_at}>
                  <dealCountdownIsland.Component deal={deal} />
                </time>
              </span>
            ) : (
              <span className="deal-banner__cta" aria-hidden="true">
                {t('cta')} ›
              </span>
            )}
          </Link>
        </aside>
      )}
      <WhenNeeded needed={refreshDue}>
        <dealRefreshIsland.Component onDeal={setDeal} />
      </WhenNeeded>
    </>
  );
}
