import { useTranslations } from 'next-intl';
import { AddToCartButton, needsProductPage } from '@/features/cart';
import { Price } from '@/platform/money/Price';
import type { CartItem, ProductListing } from '@/platform/api/types';
import { ServerLink as Link } from '@/platform/i18n/ServerLink';
import { activeTiers } from '@/platform/money/pricing';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * One product offered beside the product on screen, with the line its add puts in the cart. A product
 * with variations leads to its own page instead, where the variation is chosen (`CAT-3`).
 */
export function OfferedProduct({ offered, line, storefront }: { offered: ProductListing; line: CartItem; storefront: Storefront }) {
  const t = useTranslations('product');
  const tier = activeTiers(offered.prices)[0];
  const page = { pathname: '/product/[slug]', params: { slug: offered.slug } } as const;
  return (
    <li className="upselling-item">
      {/* eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized thumbnails */}
      <img src={offered.thumb.url} alt="" width={56} height={56} loading="lazy" />
      <Link href={page} className="upselling-item__name">
        {offered.name}
      </Link>
      {tier && <Price amount={tier.p} vat={offered.vat} storefront={storefront} />}
      {needsProductPage(offered) ? (
        <Link href={page} className="button button--secondary">
          {t('chooseVariant')}
          <span className="visually-hidden"> {offered.name}</span>
        </Link>
      ) : (
        <AddToCartButton item={line} productName={offered.name} disabled={offered.stock_status === 'out-of-stock'} className="button--secondary" />
      )}
    </li>
  );
}
