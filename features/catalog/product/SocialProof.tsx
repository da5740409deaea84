'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useShop } from '@/platform/state/shop-context';
import { fetchPurchaseSettings } from '@/platform/api/calls/search';
import { nextLineInMs, socialProofLines, visibleLines, type SocialProofLine } from '@/features/catalog/product/social-proof';

/**
 * "N viewed this recently" and "N bought today" (features/catalog/product/social-proof.ts). The numbers are asked for in
 * the browser on every visit: the product page is cached, and numbers in its HTML would stand still.
 * A failed call shows nothing (docs/product/catalog.md, CAT-8). The lines have their room from the start, one line
 * each, so their appearing moves nothing on the page. `data-answered` marks that the numbers are in.
 */
export function SocialProof({ productId }: { productId: number }) {
  const t = useTranslations('product');
  const { storefront } = useShop();
  const [shown, setShown] = useState<SocialProofLine[] | null>(null);

  useEffect(() => {
    const openedAt = Date.now();
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void fetchPurchaseSettings(storefront.code, productId).then((settings) => {
      if (!active) return;
      const lines = settings.ok ? socialProofLines(settings.data) : [];
      const reveal = () => {
        const openMs = Date.now() - openedAt;
        setShown(visibleLines(lines, openMs));
        const next = nextLineInMs(lines, openMs);
        if (next !== null) timer = setTimeout(reveal, next);
      };
      reveal();
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [storefront.code, productId]);

  return (
    <div className="social-proof" data-answered={shown !== null ? 'true' : undefined}>
      {shown?.map((line) => (
        <p key={line.kind} className={`social-proof__line social-proof__line--${line.kind}`}>
          {line.kind === 'viewed' ? t('viewedRecently', { count: line.count }) : t('boughtToday', { count: line.count })}
        </p>
      ))}
    </div>
  );
}
