'use client';

import { useTranslations } from 'next-intl';
import { useCart, useShowsVat } from '@/features/cart/use-cart';
import { useLocalStore, useSessionStore, useShop } from '@/platform/state/shop-context';
import { cartTotals } from '@/features/cart/cart-totals';
import { formatMoney } from '@/platform/money/money';

const NO_DISCOUNTS: Record<string, number> = {};

/** Totals from the backend's last answer only: while a change is on its way they say so instead. */
export function CartTotals() {
  const t = useTranslations('cart');
  const { storefront } = useShop();
  const cart = useCart();
  const includeVat = useShowsVat();
  const coupons = useSessionStore((state) => state.coupons);
  const categoryProducts = useSessionStore((state) => state.categoryProducts);
  const personal = useLocalStore((state) => state.user?.discounts ?? NO_DISCOUNTS);
  if (cart.syncedRevision !== cart.revision) {
    return (
      <p className="cart-totals cart-totals--pending" role="status">
        {t('updatingTotals')}
      </p>
    );
  }
  const totals = cartTotals(cart.items, coupons, personal, categoryProducts);
  const money = (amount: number) => formatMoney(amount, storefront);
  return (
    <dl className="cart-totals">
      <div>
        <dt>{t('subtotal')}</dt>
        <dd>{money(includeVat ? totals.subtotal : totals.subtotal - totals.subtotalVat)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className="cart-totals__discount">
          <dt>{t('discount')}</dt>
          <dd>−{money(includeVat ? totals.discount : totals.discount - (totals.subtotalVat - totals.vat))}</dd>
        </div>
      )}
      <div className="cart-totals__total">
        <dt>{includeVat ? t('totalInclVat') : t('totalExclVat')}</dt>
        <dd data-testid="cart-total">{money(includeVat ? totals.total : totals.total - totals.vat)}</dd>
      </div>
      <div className="cart-totals__vat">
        <dt>{t('vatIncluded')}</dt>
        <dd>{money(totals.vat)}</dd>
      </div>
    </dl>
  );
}
