'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CartLine } from '@/features/cart/CartLine';
import { CartNoticeBanner } from '@/features/cart/CartNoticeBanner';
import { CartTotals } from '@/features/cart/CartTotals';
import { CouponForm } from '@/features/cart/coupons/CouponForm';
import { useCart, useShowsVat } from '@/features/cart/use-cart';
import { Dialog } from '@/platform/ui/Dialog';
import { Link } from '@/platform/i18n/navigation';
import { useUiStore } from '@/platform/state/ui-store';

export interface CartPanelProps {
  /** The storefront's content above the lines. */
  header: ReactNode;
  /** Lines under the totals; only shown with lines in the cart. */
  notes: ReactNode;
  /** The storefront's content at the foot of the panel. */
  footer: ReactNode;
}

/** The cart's lines, codes and totals live here; what the storefront shows around them comes rendered from the server. */
export function CartPanel({ header, notes, footer }: CartPanelProps) {
  const t = useTranslations('cart');
  const cart = useCart();
  const open = useUiStore((state) => state.cartOpen);
  const close = useUiStore((state) => state.closeCart);
  const syncStatus = useUiStore((state) => state.syncStatus);
  const includeVat = useShowsVat();
  return (
    <Dialog open={open} onClose={close} labelledBy="cart-panel-title" className="side-panel">
      <div className="side-panel__header">
        <h2 id="cart-panel-title">{t('title')}</h2>
        <button type="button" className="icon-button" onClick={close} aria-label={t('close')}>
          ×
        </button>
      </div>
      <CartNoticeBanner />
      {cart.internal && <p className="alert alert--info">{t('internalView')}</p>}
      {syncStatus === 'retrying' && (
        <p className="alert alert--warning" role="status">
          {t('syncRetrying')}
        </p>
      )}
      {header}
      {cart.items.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <>
          <ul className="cart-lines" aria-label={t('lines')}>
            {cart.items.map((line) => (
              <CartLine key={line.uuid ?? line.sku} line={line} includeVat={includeVat} />
            ))}
          </ul>
          <CouponForm />
          <CartTotals />
          {notes}
          <Link href="/checkout" className="button button--block" onClick={close}>
            {t('toCheckout')}
          </Link>
        </>
      )}
      {footer}
    </Dialog>
  );
}
