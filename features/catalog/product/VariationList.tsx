import { useTranslations } from 'next-intl';
import { AddToCartButton, cartItemFromVariation } from '@/features/cart';
import { Price } from '@/platform/money/Price';
import { StockStatus } from '@/features/catalog/StockStatus';
import type { Product } from '@/platform/api/types';
import { activeTiers } from '@/platform/money/pricing';
import { variationChoices } from '@/features/catalog/product/variation-choices';
import type { Storefront } from '@/platform/storefronts/storefronts';

/** The id of the product page's choices, a place a card's link may land (docs/product/catalog.md, CAT-16). */
export const VARIATIONS_FRAGMENT = 'variations';

export function VariationList({ product, storefront }: { product: Product; storefront: Storefront }) {
  const t = useTranslations('product');
  if (product.variations.length === 0) return null;
  const choices = variationChoices(product);
  return (
    <section className="variations" id={VARIATIONS_FRAGMENT} aria-labelledby="product-variations">
      <h2 id="product-variations">{choices.heading ?? t('variations')}</h2>
      <ul>
        {product.variations.map((variation) => {
          const tier = activeTiers(variation.prices)[0];
          return (
            <li key={variation.id} className="variation">
              <span className="variation__name">{choices.label(variation)}</span>
              {tier && <Price amount={tier.p} vat={variation.vat} storefront={storefront} />}
              <StockStatus status={variation.stock_status} estimatedAt={variation.estimated_at} />
              <AddToCartButton
                item={cartItemFromVariation(product, variation)}
                hasUpselling={product.has_upselling}
                productName={variation.name}
                disabled={variation.stock_status === 'out-of-stock'}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
