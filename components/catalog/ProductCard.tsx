import { useTranslations } from 'next-intl';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { Price } from '@/components/catalog/Price';
import { StockStatus } from '@/components/catalog/StockStatus';
import type { ProductListing } from '@/lib/api/types';
import { Link } from '@/lib/i18n/navigation';
import { cartItemFromProduct, needsProductPage } from '@/lib/cart-item-from-product';
import { activeTiers } from '@/lib/pricing';
import type { Storefront } from '@/lib/storefronts';

export function ProductCard({ product, storefront }: { product: ProductListing; storefront: Storefront }) {
  const t = useTranslations('product');
  const tiers = activeTiers(product.prices);
  const first = tiers[0];
  const normal = product.prices.n[0];
  const onCampaign = product.prices.c !== undefined && first !== undefined && normal !== undefined && first.p < normal.p;
  return (
    <article className="product-card">
      <Link href={{ pathname: '/product/[slug]', params: { slug: product.slug } }} className="product-card__link">
        {/* eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized thumbnails */}
        <img
          src={product.thumb.url}
          alt=""
          width={product.thumb.width}
          height={product.thumb.height}
          loading="lazy"
          decoding="async"
          className="product-card__image"
        />
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      <p className="product-card__sku">{t('sku', { sku: product.sku })}</p>
      {first && (
        <p className="product-card__price">
          <Price amount={first.p} vat={product.vat} storefront={storefront} className={onCampaign ? 'price--campaign' : undefined} />
          {onCampaign && normal && (
            <s className="product-card__was">
              <Price amount={normal.p} vat={product.vat} storefront={storefront} />
            </s>
          )}
        </p>
      )}
      <StockStatus status={product.stock_status} estimatedAt={product.estimated_at} />
      <div className="product-card__buy">
        {needsProductPage(product) ? (
          <Link href={{ pathname: '/product/[slug]', params: { slug: product.slug } }} className="button button--secondary">
            {t('chooseVariant')}
            <span className="visually-hidden"> {product.name}</span>
          </Link>
        ) : (
          <AddToCartButton
            item={cartItemFromProduct(product)}
            productName={product.name}
            disabled={product.stock_status === 'out-of-stock'}
          />
        )}
      </div>
    </article>
  );
}
