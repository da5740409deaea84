'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useShop } from '@/components/shop/shop-context';
import { fetchPurchaseSettings } from '@/lib/api/calls/search';
import { nextLineInMs, socialProofLines, visibleLines, type SocialProofLine } from '@/lib/social-proof';

/**
 * "N viewed this recently" and "N bought today" (lib/social-proof.ts). The numbers are asked for in
 * the browser on every visit: the product page is cached, and numbers in its HTML would stand still.
 * A failed call shows nothing (SPEC.md section 8). The lines have their room from the start, one line
 * each, so their appearing moves nothing on the page.
 */
export function SocialProof({ productId }: { productId: number }) {
  const t = useTranslations('product');
  const { storefront } = useShop();
  const openedAt = useRef<number | null>(null);
  const [shown, setShown] = useState<SocialProofLine[]>([]);

  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  const { data: lines } = useQuery({
    queryKey: ['purchase-settings', storefront.code, productId],
    retry: false,
    queryFn: async () => {
      const settings = await fetchPurchaseSettings(storefront.code, productId);
      return settings.ok ? socialProofLines(settings.data) : [];
    },
  });

  useEffect(() => {
    const start = openedAt.current;
    if (!lines || start === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => {
      const openMs = Date.now() - start;
      setShown(visibleLines(lines, openMs));
      const next = nextLineInMs(lines, openMs);
      if (next !== null) timer = setTimeout(reveal, next);
    };
    reveal();
    return () => clearTimeout(timer);
  }, [lines]);

  return (
    <div className="social-proof">
      {shown.map((line) => (
        <p key={line.kind} className={`social-proof__line social-proof__line--${line.kind}`}>
          {line.kind === 'viewed' ? t('viewedRecently', { count: line.count }) : t('boughtToday', { count: line.count })}
        </p>
      ))}
    </div>
  );
}
