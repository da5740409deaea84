'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useShop } from '@/platform/state/shop-context';
import { RECENTLY_VIEWED_MAX, type HistoryItem } from '@/features/catalog/history/history';
import { fillHref } from '@/platform/i18n/href-template';

/**
 * The product on screen goes into the stored viewing history (newest first, unique by sku, at most
 * 5: features/catalog/history/history.ts); the products viewed before it are shown, newest first.
 */
export function RecentlyViewed({ item }: { item: HistoryItem }) {
  const t = useTranslations('recent');
  const { local, hydration, hrefs } = useShop();
  const [earlier, setEarlier] = useState<HistoryItem[]>([]);

  useEffect(() => {
    let current = true;
    void hydration.whenHydrated().then(() => {
      if (!current) return;
      const before = local.getState().recentlyViewed;
      setEarlier(before.filter((entry) => entry.sku !== item.sku).slice(0, RECENTLY_VIEWED_MAX));
      local.getState().rememberProduct(item);
    });
    return () => {
      current = false;
    };
  }, [local, hydration, item]);

  if (earlier.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">{t('title')}</h2>
      <ul className="mini-cards">
        {earlier.map((entry) => (
          <li key={entry.sku} className="mini-card" data-sku={entry.sku}>
            <Link href={fillHref(hrefs.product, entry.slug)} className="mini-card__link">
              {/* eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized thumbnails */}
              <img src={entry.thumb.url} alt="" width={entry.thumb.width} height={entry.thumb.height} loading="lazy" decoding="async" />
              <span className="mini-card__name">{entry.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
