import { useTranslations } from 'next-intl';
import { AddToCartButton, needsProductPage, crossSellingLine } from '@/features/cart';
import { Price } from '@/platform/money/Price';
import type { Product } from '@/platform/api/types';
import { Link } from '@/platform/i18n/navigation';
import { activeTiers } from '@/platform/money/pricing';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * What the backend offers to buy with the product (docs/product/cart.md, CART-26). A product with
 * variations is left out: it is chosen on its own page (`CAT-3`), where it would not be a cross-sell.
 */
export function CrossSelling({ product, storefront }: { product: Product; storefront: Storefront }) {
  const t = useTranslations('product');
  const offered = product.cross_selling.filter((other) => !needsProductPage(other));
  if (offered.length === 0) return null;
  return (
    <section className="cross-selling" aria-labelledby="cross-selling-title">
      <h2 id="cross-selling-title">{t('crossSelling')}</h2>
      <ul className="upselling-list">
        {offered.map((other) => {
          const tier = activeTiers(other.prices)[0];
          return (
            <li key={other.id} className="upselling-item">
              {/* eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized thumbnails */}
              <img src={other.thumb.url} alt="" width={56} height={56} loading="lazy" />
              <Link href={{ pathname: '/product/[slug]', params: { slug: other.slug } }} className="upselling-item__name">
                {other.name}
              </Link>
              {tier && <Price amount={tier.p} vat={other.vat} storefront={storefront} />}
              <AddToCartButton
                item={crossSellingLine(other, product.id)}
                productName={other.name}
                disabled={other.stock_status === 'out-of-stock'}
                className="button--secondary"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
