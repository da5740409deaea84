import { useTranslations } from 'next-intl';
import { AddToCartButton, PurchaseChoice, offeredIntervals, cartItemFromProduct, needsProductPage } from '@/features/cart';
import { DeviceFit } from '@/features/catalog/devices/DeviceFit';
import { ProductDeliveryEstimate } from '@/features/catalog/product/ProductDeliveryEstimate';
import { Price } from '@/platform/money/Price';
import { CmsHtml } from '@/features/content';
import { StockAlertOffer } from '@/features/stock-alerts';
import { BundleOffers } from '@/features/catalog/product/BundleOffers';
import { CrossSelling } from '@/features/catalog/product/CrossSelling';
import { RelatedProducts } from '@/features/catalog/product/RelatedProducts';
import { StockStatus } from '@/features/catalog/StockStatus';
import { SocialProof } from '@/features/catalog/product/SocialProof';
import { TierTable } from '@/features/catalog/product/TierTable';
import { VariationList } from '@/features/catalog/product/VariationList';
import type { Product } from '@/platform/api/types';
import { ServerLink as Link } from '@/platform/i18n/ServerLink';
import { activeTiers, campaignPercent } from '@/platform/money/pricing';
import type { Storefront } from '@/platform/storefronts/storefronts';

export function ProductSummary({ product, storefront }: { product: Product; storefront: Storefront }) {
  const t = useTranslations('product');
  const tiers = activeTiers(product.prices);
  const first = tiers[0];
  const normal = product.prices.n[0];
  const percent = product.prices.c && first && normal ? campaignPercent(first.p, normal.p) : 0;
  const intervals = offeredIntervals(product.subscription_intervals);
  return (
    <div className="product-summary">
      <h1>{product.name}</h1>
      <p className="product-summary__meta">
        {t('sku', { sku: product.sku })}
        {product.brand && (
          <>
            {' · '}
            <Link href={{ pathname: '/brand/[slug]', params: { slug: product.brand.slug } }}>{product.brand.name}</Link>
          </>
        )}
      </p>
      {first && (
        <p className="product-summary__price">
          <Price amount={first.p} vat={product.vat} storefront={storefront} className="price--large" />
          {percent > 0 && normal && (
            <>
              <s>
                <Price amount={normal.p} vat={product.vat} storefront={storefront} />
              </s>
              <span className="badge badge--campaign">{t('campaignPercent', { percent })}</span>
            </>
          )}
        </p>
      )}
      <p className="product-summary__vat-note">{storefront.allowExVAT ? <VatNote /> : t('inclVat')}</p>
      <p className="product-summary__stock">
        <StockStatus status={product.stock_status} estimatedAt={product.estimated_at} />
        <ProductDeliveryEstimate status={product.stock_status} estimatedAt={product.estimated_at} />
      </p>
      {product.phone_models.length > 0 && <DeviceFit compatible={product.phone_models.map((model) => model.slug)} />}
      {!needsProductPage(product) &&
        (intervals.length > 0 ? (
          <PurchaseChoice
            item={cartItemFromProduct(product)}
            intervals={intervals}
            hasUpselling={product.has_upselling}
            disabled={product.stock_status === 'out-of-stock'}
            className="button--large"
          />
        ) : (
          <AddToCartButton
            item={cartItemFromProduct(product)}
            hasUpselling={product.has_upselling}
            disabled={product.stock_status === 'out-of-stock'}
            className="button--large"
          />
        ))}
      {product.stock_status === 'out-of-stock' && <StockAlertOffer productId={product.id} />}
      <SocialProof />
      <TierTable tiers={tiers} vat={product.vat} storefront={storefront} />
      <VariationList product={product} storefront={storefront} />
      <BundleOffers product={product} storefront={storefront} />
      <CrossSelling product={product} storefront={storefront} />
      <RelatedProducts product={product} storefront={storefront} />
      {product.description && (
        <section className="product-summary__description" aria-labelledby="product-description">
          <h2 id="product-description">{t('description')}</h2>
          <CmsHtml html={product.description} className="prose" />
        </section>
      )}
      {product.tags.length > 0 && (
        <ul className="tag-list" aria-label={t('tags')}>
          {product.tags.map((tag) => (
            <li key={tag.slug}>
              <Link href={{ pathname: '/tag/[slug]', params: { slug: tag.slug } }}>{tag.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function VatNote() {
  const t = useTranslations('product');
  return (
    <>
      <span className="price__incl">{t('inclVat')}</span>
      <span className="price__excl">{t('exclVat')}</span>
    </>
  );
}
