import { getTranslations } from 'next-intl/server';
import { LazyCartPanel } from '@/features/cart/LazyCartPanel';
import { StoreIcons } from '@/platform/storefronts/StoreIcons';
import { CmsHtml } from '@/features/content';
import { widgetOrLastGood } from '@/platform/api/swallowed-reads';
import { cartPanelNotes } from '@/features/cart/cart-panel';
import { shouldShowWidgetText } from '@/platform/storefronts/store-message';
import type { Storefront } from '@/platform/storefronts/storefronts';

/**
 * The cart panel with what the storefront puts around the lines, rendered here so the browser gets
 * it as markup and no messages: the cart-header and cart-footer widgets (read like the other layout
 * widgets: warmed at start, a failed read shows the last good one), the price disclaimer and shipping
 * information where the storefront sets them, and the storefront's cart-slide badges. The layout is
 * cached per storefront, so none of it depends on the shopper.
 */
export async function StorefrontCartPanel({ storefront }: { storefront: Storefront }) {
  const [t, header, footer] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'cartPanel' }),
    widgetOrLastGood(storefront.code, 'cart-header'),
    widgetOrLastGood(storefront.code, 'cart-footer'),
  ]);
  const notes = cartPanelNotes(storefront);
  return (
    <LazyCartPanel
      header={shouldShowWidgetText(header) && <CmsHtml className="cart-widget cart-widget--header" html={header.content} />}
      notes={
        notes.length > 0 && (
          <ul className="cart-notes">
            {notes.map((note) => (
              <li key={note} className={`cart-notes__${note}`}>
                {t(note)}
              </li>
            ))}
          </ul>
        )
      }
      footer={
        <>
          {shouldShowWidgetText(footer) && <CmsHtml className="cart-widget cart-widget--footer" html={footer.content} />}
          <StoreIcons storefront={storefront.code} icons={storefront.icons.cartSlide} className="cart-icons" />
        </>
      }
    />
  );
}
