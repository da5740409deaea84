'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Price } from '@/platform/money/Price';
import { useCartActions } from '@/features/cart/use-cart-actions';
import { useShop } from '@/platform/state/shop-context';
import { Dialog } from '@/platform/ui/Dialog';
import { Link } from '@/platform/i18n/navigation';
import { needsProductPage } from '@/features/cart/cart-item-from-product';
import { activeTiers } from '@/platform/money/pricing';
import { accessoryLine, UPSELL_AUTO_CLOSE_MS } from '@/features/cart/upsell';
import { useUiStore } from '@/platform/state/ui-store';

/**
 * The one product offered after an add (docs/product/cart.md, CART-2 and CART-25). A product with
 * variations is not added from here: the offer leads to its page, where the variation is chosen.
 */
export function UpsellOffer() {
  const t = useTranslations('upsell');
  const tProduct = useTranslations('product');
  const { storefront } = useShop();
  const cart = useCartActions();
  const offer = useUiStore((state) => state.upsellOffer);
  const close = () => useUiStore.getState().offerUpsell(null);

  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => useUiStore.getState().offerUpsell(null), UPSELL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [offer]);

  const product = offer?.product;
  const tier = product ? activeTiers(product.prices)[0] : undefined;
  return (
    <Dialog open={offer !== null} onClose={close} labelledBy="upsell-title" className="upsell-offer">
      {offer && product && (
        <>
          <h2 id="upsell-title">{t('title')}</h2>
          <div className="upsell-offer__product">
            {/* eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized thumbnails */}
            <img src={product.thumb.url} alt="" width={72} height={72} />
            <div>
              <p>{product.name}</p>
              {tier && <Price amount={tier.p} vat={product.vat} storefront={storefront} />}
            </div>
          </div>
          <div className="upsell-offer__actions">
            {needsProductPage(product) ? (
              <Link href={{ pathname: '/product/[slug]', params: { slug: product.slug } }} className="button" onClick={close}>
                {tProduct('chooseVariant')}
              </Link>
            ) : (
              <button
                type="button"
                className="button"
                onClick={() => {
                  cart.add(accessoryLine(product, offer.forProductId));
                  close();
                }}
              >
                {t('add')}
              </button>
            )}
            <button type="button" className="link-button" onClick={close}>
              {t('noThanks')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
