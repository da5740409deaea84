'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { usePurchaseSettings } from '@/features/catalog/product/PurchaseSettingsProvider';
import { nextLineInMs, socialProofLines, visibleLines, type SocialProofLine } from '@/features/catalog/product/social-proof';

/**
 * "N viewed this recently" and "N bought today" (features/catalog/product/social-proof.ts), from the purchase settings
 * the page asks for in the browser (PurchaseSettingsProvider). A failed call shows nothing (docs/product/catalog.md, CAT-8). The lines have their room from the start, one line
 * each, so their appearing moves nothing on the page. `data-answered` marks that the numbers are in.
 */
export function SocialProof() {
  const t = useTranslations('product');
  const settings = usePurchaseSettings();
  const [shown, setShown] = useState<SocialProofLine[] | null>(null);
  // The waiting times count from when the page opened, not from when the numbers came.
  const openedAt = useRef<number | null>(null);
  useEffect(() => {
    openedAt.current ??= Date.now();
  }, []);

  useEffect(() => {
    if (settings === undefined) return;
    const opened = openedAt.current ?? Date.now();
    const lines = settings ? socialProofLines(settings) : [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reveal = () => {
      const openMs = Date.now() - opened;
      setShown(visibleLines(lines, openMs));
      const next = nextLineInMs(lines, openMs);
      if (next !== null) timer = setTimeout(reveal, next);
    };
    reveal();
    return () => clearTimeout(timer);
  }, [settings]);

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
