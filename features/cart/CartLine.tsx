'use client';

import { useTranslations } from 'next-intl';
import { DeliveryEstimate } from '@/platform/delivery/DeliveryEstimate';
import { QuantitySpinner } from '@/features/cart/QuantitySpinner';
import { useCartActions } from '@/features/cart/use-cart-actions';
import { useShop } from '@/platform/state/shop-context';
import type { CartItem } from '@/platform/api/types';
import { isProvisionalLine } from '@/features/cart/cart-item-from-product';
import { Link } from '@/platform/i18n/navigation';
import { formatMoney } from '@/platform/money/money';
import { isQuantityLocked } from '@/features/cart/quantity';
import { intervalWords } from '@/features/cart/subscription';
import { displayPrice } from '@/platform/money/vat-display';

export function CartLine({ line, includeVat }: { line: CartItem; includeVat: boolean }) {
  const t = useTranslations('cart');
  const tStock = useTranslations('stock');
  const { storefront } = useShop();
  const cart = useCartActions();
  const amount = (minor: number) => formatMoney(displayPrice(minor, line.vat, includeVat, storefront), storefront);
  const pending = isProvisionalLine(line);
  return (
    <li className="cart-line" data-sku={line.sku}>
      {line.thumb ? (
        /* eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized thumbnails */
        <img src={line.thumb.url} alt="" width={64} height={64} className="cart-line__thumb" />
      ) : (
        <span className="cart-line__thumb" aria-hidden="true" />
      )}
      <div className="cart-line__body">
        {line.slug ? (
          <Link href={{ pathname: '/product/[slug]', params: { slug: line.slug } }} className="cart-line__name">
            {line.name}
          </Link>
        ) : (
          <span className="cart-line__name">{pending ? t('fetchingLine', { sku: line.sku }) : line.name}</span>
        )}
        {line.subscription_interval && (
          <p className="cart-line__meta">
            {t('subscription', { interval: intervalWords(line.subscription_interval.name, (interval) => t(`intervals.${interval}`)) })}
          </p>
        )}
        {!pending && (
          <p className="cart-line__meta">
            {tStock(line.stock_status)} · <DeliveryEstimate status={line.stock_status} estimatedAt={line.estimated_at} />
          </p>
        )}
        {line.adjusted_quantity != null && (
          <p className="alert alert--danger" role="alert">
            {t('adjustedQuantity', { quantity: line.adjusted_quantity })}
          </p>
        )}
        {line.cart_notice && (
          <p className="alert alert--warning" role="status">
            {line.cart_notice}
          </p>
        )}
        <div className="cart-line__actions">
          <QuantitySpinner
            value={line.quantity}
            disabled={isQuantityLocked(line) || pending}
            label={t('quantityOf', { name: line.name })}
            onChange={(quantity) => cart.setQuantity(line, quantity)}
          />
          <button type="button" className="link-button" onClick={() => cart.remove(line)}>
            {t('remove')}
            <span className="visually-hidden"> {line.name}</span>
          </button>
        </div>
      </div>
      <div className="cart-line__price">
        {!pending && <strong>{amount(line.price * line.quantity)}</strong>}
        {!pending && line.quantity > 1 && <span className="cart-line__unit">{t('each', { price: amount(line.price) })}</span>}
      </div>
    </li>
  );
}
