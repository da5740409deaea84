'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ProductCards } from '@/features/catalog/ProductCards';
import { WithQueryClient } from '@/platform/state/query-client';
import { useShop } from '@/platform/state/shop-context';
import { fetchPopularProducts, fetchRecommendations } from '@/platform/api/calls/search';
import {
  fallsBackToPopular,
  pickRecommendations,
  POPULAR_FALLBACK_LIMIT,
  recommendationCards,
  recommendationSkus,
  type RecommendationBoxId,
} from '@/features/catalog/recommendations/recommendations';

/** A recommendation answer is good for the visit; the history changes it anyway. */
const RECOMMENDATIONS_STALE_MS = 5 * 60_000;

export interface RecommendationBoxProps {
  mainSku: string;
  box: RecommendationBoxId;
}

/**
 * Products for the shopper (docs/product/catalog.md, CAT-10): asked for with the main skus of the viewing history;
 * an empty answer falls back to popular products, except on sv. Failures show nothing. `box` names
 * the placement to the provider (`product_box_id`).
 */
export function RecommendationBox(props: RecommendationBoxProps) {
  return (
    <WithQueryClient>
      <RecommendedProducts {...props} />
    </WithQueryClient>
  );
}

function RecommendedProducts({ mainSku, box }: RecommendationBoxProps) {
  const t = useTranslations('recommendations');
  const { storefront, local, hydration } = useShop();
  const [skus, setSkus] = useState<string[] | null>(null);

  useEffect(() => {
    let current = true;
    void hydration.whenHydrated().then(() => {
      if (!current) return;
      // The product on screen is asked for too: RecentlyViewed may not have stored it yet.
      setSkus(recommendationSkus([{ mainSku }, ...local.getState().recentlyViewed]));
    });
    return () => {
      current = false;
    };
  }, [local, hydration, mainSku]);

  const { data } = useQuery({
    queryKey: ['recommendations', storefront.code, box, skus, mainSku],
    enabled: skus !== null,
    staleTime: RECOMMENDATIONS_STALE_MS,
    retry: false,
    queryFn: async () => {
      const userId = local.getState().recommendationTrackingId;
      const recommended = await fetchRecommendations(storefront.code, { skus: skus ?? [mainSku], userId, productBoxId: box });
      if (!recommended.ok) return { source: 'none' as const, products: [] };
      let popular = null;
      if (recommended.data.length === 0 && fallsBackToPopular(storefront.code)) {
        const answer = await fetchPopularProducts(storefront.code, POPULAR_FALLBACK_LIMIT);
        popular = answer.ok ? answer.data.products : null;
      }
      return pickRecommendations(storefront.code, recommended.data, popular, mainSku);
    },
  });

  if (!data || data.products.length === 0) return null;
  return (
    <section className="recommendations" aria-labelledby="recommendations-title" data-source={data.source}>
      <h2 id="recommendations-title">{data.source === 'popular' ? t('popularTitle') : t('title')}</h2>
      <ul className="product-grid product-grid--row">
        <ProductCards cards={recommendationCards(data, box)} />
      </ul>
    </section>
  );
}
