import type { Checkout, Receipt } from '@/platform/api/types';
import type { PlaceOrderInput } from '@/mocks/http/bodies';
import { mobileForBackend } from '@/features/checkout/mobile-number';
import { getStorefront, type StorefrontCode } from '@/platform/storefronts/storefronts';
import type { OrderChoices } from '@/mocks/rules/order-validation';

/**
 * The order as its receipt will show it: the checkout's lines, coupons and totals as charged (minor
 * units), and the mobile number as the backend keeps it, in E.164.
 */
export function orderReceipt(
  orderId: string,
  locale: StorefrontCode,
  checkout: Checkout,
  body: PlaceOrderInput,
  choices: OrderChoices,
  now = new Date(),
): Receipt {
  const { method, servicePoint, payment } = choices;
  return {
    id: orderId,
    created_at: now.toISOString(),
    email: body.email,
    mobile: mobileForBackend(getStorefront(locale), body.mobile),
    customer_type: body.customer_type,
    company: body.customer_type === 'company' ? body.company : null,
    address: body.address,
    lines: checkout.items
      .filter((line) => line.quantity > 0)
      .map((line) => ({
        sku: line.sku,
        name: line.name,
        slug: line.slug,
        quantity: line.quantity,
        price: line.price,
        vat: line.vat,
        subscription_interval: line.subscription_interval?.name ?? null,
      })),
    coupons: checkout.coupons,
    shipping: {
      kind: method.kind,
      carrier: method.carrier,
      price: method.price,
      vat: method.vat,
      delivery_days: method.delivery_days,
      service_point: servicePoint,
    },
    payment: { kind: payment.kind, provider: payment.provider },
    totals: checkout.totals,
  };
}
