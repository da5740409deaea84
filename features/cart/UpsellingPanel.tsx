'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Price } from '@/platform/money/Price';
import { useCartActions } from '@/features/cart/use-cart-actions';
import { WithQueryClient } from '@/platform/state/query-client';
import { useShop } from '@/platform/state/shop-context';
import { Dialog } from '@/platform/ui/Dialog';
import { fetchUpsellCandidates } from '@/platform/api/calls/search';
import { needsProductPage } from '@/features/cart/cart-item-from-product';
import { accessoryLine } from '@/features/cart/upsell';
import { activeTiers } from '@/platform/money/pricing';
import { useUiStore } from '@/platform/state/ui-store';

/** Accessories for what was just added: the 'upselling' variant of the accessories experiment. */
export function UpsellingPanel() {
  return (
    <WithQueryClient>
      <Accessories />
    </WithQueryClient>
  );
}

function Accessories() {
  const t = useTranslations('upsell');
  const { storefront } = useShop();
  const cart = useCartActions();
  const upselling = useUiStore((state) => state.upselling);
  const close = () => useUiStore.getState().showUpselling(null);
  const candidates = useQuery({
    queryKey: ['upsell-candidates', storefront.code, upselling?.productId],
    enabled: upselling !== null,
    queryFn: async () => {
      const result = await fetchUpsellCandidates(storefront.code, upselling?.productId ?? 0);
      return result.ok ? result.data.products.filter((product) => product.id !== upselling?.productId) : [];
    },
  });
  return (
    <Dialog open={upselling !== null} onClose={close} labelledBy="upselling-title" className="side-panel">
      <div className="side-panel__header">
        <h2 id="upselling-title">{t('panelTitle')}</h2>
        <button type="button" className="icon-button" onClick={close} aria-label={t('close')}>
          ×
        </button>
      </div>
      {upselling && <p className="alert alert--info">{t('added', { name: upselling.name })}</p>}
      <ul className="upselling-list">
        {(candidates.data ?? [])
          .filter((product) => !needsProductPage(product))
          .map((product) => {
            const tier = activeTiers(product.prices)[0];
            return (
              <li key={product.id} className="upselling-item">
                {/* eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized thumbnails */}
                <img src={product.thumb.url} alt="" width={56} height={56} />
                <span className="upselling-item__name">{product.name}</span>
                {tier && <Price amount={tier.p} vat={product.vat} storefront={storefront} />}
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    if (upselling) cart.add(accessoryLine(product, upselling.productId));
                  }}
                >
                  {t('add')}
                  <span className="visually-hidden"> {product.name}</span>
                </button>
              </li>
            );
          })}
      </ul>
      <button type="button" className="button button--block" onClick={() => useUiStore.getState().openCart()}>
        {t('toCart')}
      </button>
    </Dialog>
  );
}
