'use client';

import { useEffect, useRef, useState } from 'react';
import { inBatches, skusToLookUp, type LookupAnswer } from '@/features/quick-order/line-verdict';
import type { OrderLine } from '@/features/quick-order/order-lines';
import { lookUpSkus, SKU_LOOKUP_BATCH_SIZE } from '@/platform/api/calls/sku-lookup';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/**
 * The storefront's answer for each sku of the lines (docs/product/quick-order.md, QO-5): skus not yet
 * asked go out SKU_LOOKUP_BATCH_SIZE to a call, so a pasted list of 200 lines costs
 * ceil(200 / SKU_LOOKUP_BATCH_SIZE) calls and a corrected line one more. A batch that fails marks its
 * skus `failed` and forgets it asked them, so the next edit asks again.
 */
export function useSkuLookups(storefront: StorefrontCode, lines: readonly OrderLine[]): ReadonlyMap<string, LookupAnswer> {
  const [answers, setAnswers] = useState<ReadonlyMap<string, LookupAnswer>>(() => new Map());
  const asked = useRef(new Set<string>());

  useEffect(() => {
    for (const batch of inBatches(skusToLookUp(lines, asked.current), SKU_LOOKUP_BATCH_SIZE)) {
      for (const sku of batch) asked.current.add(sku);
      void lookUpSkus(storefront, batch).then((result) => {
        const answered = new Map(result.ok ? result.data.map((answer) => [answer.sku.toUpperCase(), answer] as const) : []);
        for (const sku of batch) if (!answered.has(sku)) asked.current.delete(sku);
        setAnswers((previous) => {
          const next = new Map(previous);
          for (const sku of batch) next.set(sku, answered.get(sku) ?? 'failed');
          return next;
        });
      });
    }
  }, [storefront, lines]);

  return answers;
}
