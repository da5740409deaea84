'use client';

import { useEffect, useRef, useState } from 'react';
import type { RecommendationBoxProps } from '@/features/catalog/RecommendationBox';
import { lazyIsland } from '@/platform/ui/lazy-island';

const recommendationBoxIsland = lazyIsland(() => import('@/features/catalog/RecommendationBox').then((m) => m.RecommendationBox));

/**
 * How near the viewport the box's place comes before its code loads and the provider is asked: near
 * enough that the box is there when the shopper scrolls to it, far enough that a phone's first screen
 * of the product does not pay for it.
 */
const NEAR_VIEWPORT = '50% 0px';

/** The recommendation box, loaded when the shopper scrolls near it (decision 0019). */
export function Recommendations(props: RecommendationBoxProps) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = place.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near]);
  return near ? <recommendationBoxIsland.Component {...props} /> : <div ref={place} />;
}
