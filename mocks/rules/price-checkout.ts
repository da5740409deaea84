import { cartItemsSchema } from '@/platform/api/schemas';
import type { Checkout } from '@/platform/api/types';
import { vatAmount } from '@/platform/money/money';
import { getStorefront, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { VAT_PERCENT } from '@/mocks/data/localized';
import { paymentMethodsFor } from '@/mocks/data/payment-methods';
import { FREE_SHIPPING_FROM } from '@/mocks/data/shipping';
import type { CheckoutInput } from '@/mocks/http/bodies';
import { adjustLines, cutItems, type CheckoutAdjustments } from '@/mocks/rules/checkout-adjustments';
import { checkoutDiscount } from '@/mocks/rules/checkout-coupons';
import { shippingMethods } from '@/mocks/rules/shipping-methods';
import { syncCart } from '@/mocks/rules/sync-cart';

/**
 * A checkout priced from scratch, all amounts in minor units: the lines as the cart sync prices them
 * (stock clamps, free-product coupon lines), the coupons' one best discount, the methods the postal
 * code gets and the chosen one's price. The requested method is chosen only when it is offered;
 * none is picked for the shopper. VAT is the lines' VAT after discount plus the shipping's.
 */
export function priceCheckout(id: string, input: CheckoutInput, adjustments: CheckoutAdjustments, locale: StorefrontCode): Checkout {
  const synced = cartItemsSchema.parse(syncCart(cutItems(input.items, adjustments.cutSku), input.coupons, locale));
  const lines = adjustLines(synced, input.items, adjustments, getStorefront(locale));
  const discount = checkoutDiscount(lines, input.coupons, locale);
  const methods = shippingMethods(locale, input.postal_code, lines, discount.totals.total);
  const chosen = methods.find((method) => method.id === input.shipping_method) ?? null;
  const shipping = chosen?.price ?? 0;
  return {
    id,
    status: 'open',
    order_id: null,
    customer_type: input.customer_type,
    postal_code: input.postal_code,
    items: lines,
    coupons: discount.coupons,
    rejected_coupons: discount.rejected,
    shipping_methods: methods,
    shipping_method: chosen?.id ?? null,
    payment_methods: lines.length > 0 ? paymentMethodsFor(locale, input.customer_type) : [],
    free_shipping_from: FREE_SHIPPING_FROM[locale],
    totals: {
      subtotal: discount.totals.subtotal,
      discount: discount.totals.discount,
      shipping,
      vat: discount.totals.vat + vatAmount(shipping, VAT_PERCENT[locale]),
      total: discount.totals.total + shipping,
    },
  };
}
