'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Price } from '@/platform/money/Price';
import { useCartActions } from '@/features/cart/use-cart-actions';
import { useShop } from '@/platform/state/shop-context';
import { Dialog } from '@/platform/ui/Dialog';
import { cartItemFromProduct } from '@/features/cart/cart-item-from-product';
import { activeTiers } from '@/platform/money/pricing';
import { UPSELL_AUTO_CLOSE_MS } from '@/features/cart/upsell';
import { useUiStore } from '@/platform/state/ui-store';

export function UpsellOffer() {
  const t = useTranslations('upsell');
  const { storefront, local } = useShop();
  const cart = useCartActions();
  const offer = useUiStore((state) => state.upsellOffer);
  const close = () => useUiStore.getState().offerUpsell(null);

  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => useUiStore.getState().offerUpsell(null), UPSELL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [offer]);

  const tier = offer ? activeTiers(offer.prices)[0] : undefined;
  return (
    <Dialog open={offer !== null} onClose={close} labelledBy="upsell-title" className="upsell-offer">
      {offer && (
        <>
          <h2 id="upsell-title">{t('title')}</h2>
          <div className="upsell-offer__product">
            {/* eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized thumbnails */}
            <img src={offer.thumb.url} alt="" width={72} height={72} />
            <div>
              <p>{offer.name}</p>
              {tier && <Price amount={tier.p} vat={offer.vat} storefront={storefront} />}
            </div>
          </div>
          <div className="upsell-offer__actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                const lastAdded = local.getState().carts[storefront.code]?.lastAddedToCart ?? null;
                cart.add({ ...cartItemFromProduct(offer), accessory_id: lastAdded });
                close();
              }}
            >
              {t('add')}
            </button>
            <button type="button" className="link-button" onClick={close}>
              {t('noThanks')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
