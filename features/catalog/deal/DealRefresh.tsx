'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { WithQueryClient } from '@/platform/state/query-client';
import { useShop } from '@/platform/state/shop-context';
import { fetchCurrentDeal } from '@/platform/api/calls/content';
import type { CurrentDeal } from '@/platform/api/types';
import { DEAL_REFRESH_MS } from '@/features/catalog/deal/deal';

interface DealRefreshProps {
  onDeal: (deal: CurrentDeal | null) => void;
}

/**
 * Asks for the current deal at once and every DEAL_REFRESH_MS after; a failed call clears the deal
 * (docs/product/content.md, CNT-8). Mounted when the server's deal is due for its first refresh.
 */
export function DealRefresh(props: DealRefreshProps) {
  return (
    <WithQueryClient>
      <CurrentDealQuery {...props} />
    </WithQueryClient>
  );
}

function CurrentDealQuery({ onDeal }: DealRefreshProps) {
  const { storefront } = useShop();
  const { data } = useQuery({
    queryKey: ['current-deal', storefront.code],
    queryFn: async () => {
      const result = await fetchCurrentDeal(storefront.code);
      return result.ok ? result.data : null;
    },
    staleTime: DEAL_REFRESH_MS,
    refetchInterval: DEAL_REFRESH_MS,
    retry: false,
  });
  useEffect(() => {
    if (data !== undefined) onDeal(data);
  }, [data, onDeal]);
  return null;
}
