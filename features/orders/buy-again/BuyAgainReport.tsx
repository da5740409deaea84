'use client';

import { useTranslations } from 'next-intl';
import type { BuyAgainOutcome, MissReason } from '@/features/orders/buy-again/buy-again';
import { QUANTITY_MAX } from '@/features/cart';

/**
 * What buying again did (docs/product/orders.md, ORD-12), in a status region that is on the page
 * before the outcome fills it, so a screen reader announces the outcome when it arrives: every line
 * that did not come in as the order had it is named with its reason.
 */
export function BuyAgainReport({ outcomes }: { outcomes: readonly BuyAgainOutcome[] | null }) {
  const t = useTranslations('buyAgain');
  const short = outcomes?.filter((outcome): outcome is Shortfall => outcome.kind !== 'added') ?? [];
  return (
    <div role="status" className="buy-again-report">
      {outcomes && short.length === 0 && <p className="alert alert--info">{t('allAdded')}</p>}
      {short.length > 0 && (
        <div className="alert alert--warning">
          <p id="buy-again-short">{t('someMissing')}</p>
          <ul aria-labelledby="buy-again-short">
            {short.map((outcome) => (
              <li key={outcome.sku}>{shortfall(t, outcome)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

type Shortfall = Exclude<BuyAgainOutcome, { kind: 'added' }>;

const MISS_WORDS = { 'no-longer-sold': 'noLongerSold', 'not-sold-here': 'notSoldHere', 'out-of-stock': 'outOfStock' } as const satisfies Record<
  MissReason,
  string
>;

function shortfall(t: ReturnType<typeof useTranslations<'buyAgain'>>, outcome: Shortfall): string {
  switch (outcome.kind) {
    case 'missed':
      return t(MISS_WORDS[outcome.why], { name: outcome.name });
    case 'capped':
      return t(outcome.why === 'stock' ? 'stock' : 'quantityLimit', {
        name: outcome.name,
        quantity: outcome.quantity,
        bought: outcome.bought,
        max: QUANTITY_MAX,
      });
  }
}
