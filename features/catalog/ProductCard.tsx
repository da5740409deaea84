import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AddToCartButton } from '@/features/cart';
import { Price } from '@/platform/money/Price';
import { ProductRating } from '@/features/catalog/ProductRating';
import { StockStatus } from '@/features/catalog/StockStatus';
import { fillHref } from '@/platform/i18n/href-template';
import { cardPrices } from '@/features/catalog/card-prices';
import type { ProductCardView } from '@/features/catalog/product-card';
import type { Storefront } from '@/platform/storefronts/storefronts';

/** How a card's image loads: the first row of a page's grid is in view on arrival, the rest waits. */
export type CardImageLoading = 'priority' | 'eager' | 'lazy';

/**
 * One product in a grid; rendered inside `ProductCards`, so its data travels as a compact view and
 * its link is the storefront's product template filled in (decision 0066).
 */
export function ProductCard({
  card,
  storefront,
  productHref,
  image = 'lazy',
}: {
  card: ProductCardView;
  storefront: Storefront;
  productHref: string;
  image?: CardImageLoading;
}) {
  const t = useTranslations('product');
  const { line, choosesVariant } = card;
  const prices = cardPrices(line);
  const href = `${fillHref(productHref, line.slug)}${card.fragment ? `#${card.fragment}` : ''}`;
  return (
    <article className="product-card">
      <Link href={href} className="product-card__link">
        {line.thumb && (
          // eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized thumbnails
          <img
            src={line.thumb.url}
            alt=""
            width={line.thumb.width}
            height={line.thumb.height}
            loading={image === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={image === 'priority' ? 'high' : undefined}
            decoding="async"
            className="product-card__image"
          />
        )}
        {card.isNew && <span className="product-card__badge">{t('new')}</span>}
        {card.prefix && <span className="product-card__prefix">{card.prefix}</span>}
        <h3 className="product-card__name">{line.name}</h3>
      </Link>
      {card.score !== undefined && <ProductRating score={card.score} />}
      <p className="product-card__sku">{t('sku', { sku: line.sku })}</p>
      {prices && (
        <p className="product-card__price">
          <Price amount={prices.price} vat={line.vat} storefront={storefront} className={prices.was === undefined ? undefined : 'price--campaign'} />
          {prices.was !== undefined && (
            <s className="product-card__was">
              <Price amount={prices.was} vat={line.vat} storefront={storefront} />
            </s>
          )}
        </p>
      )}
      {line.pricing.length > 1 && (
        // A company buyer's tiers (CAT-19): cached with the card, shown only under html[data-buyer].
        <ul className="product-card__tiers company-only" aria-label={t('tierCaption')}>
          {line.pricing.slice(1).map((tier) => (
            <li key={tier.q}>
              {t('tierFrom', { quantity: tier.q })}: <Price amount={tier.p} vat={line.vat} storefront={storefront} />
            </li>
          ))}
        </ul>
      )}
      <StockStatus status={line.stock_status} estimatedAt={line.estimated_at} />
      <div className="product-card__buy">
        {choosesVariant ? (
          <Link href={href} className="button button--secondary">
            {t('chooseVariant')}
            <span className="visually-hidden"> {line.name}</span>
          </Link>
        ) : (
          <AddToCartButton item={line} productName={line.name} disabled={line.stock_status === 'out-of-stock'} />
        )}
      </div>
    </article>
  );
}
