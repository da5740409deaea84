import type { Checkout, PaymentMethod, ServicePoint, ShippingMethod } from '@/platform/api/types';
import { isValidMobile } from '@/features/checkout/mobile-number';
import { getStorefront, type StorefrontCode } from '@/platform/storefronts/storefronts';
import type { PlaceOrderInput } from '@/mocks/http/bodies';
import { servicePointById } from '@/mocks/rules/service-points';
import { isPostalCodeOf } from '@/mocks/rules/shipping-methods';

/** What an order is placed with, each found among what the checkout offers. */
export interface OrderChoices {
  method: ShippingMethod;
  servicePoint: ServicePoint | null;
  payment: PaymentMethod;
}

/** Only a web address may take the shopper anywhere: never `javascript:` or `data:`. */
export function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function contactProblem(body: PlaceOrderInput, locale: StorefrontCode): string | null {
  const storefront = getStorefront(locale);
  if (!isValidMobile(storefront, body.mobile)) return `mobile is not a mobile number of ${storefront.country}`;
  if (!isPostalCodeOf(locale, body.address.postal_code)) return `address.postal_code is not a postal code of ${storefront.country}`;
  if (body.address.country_code !== storefront.countryCode) return `address.country_code must be ${storefront.countryCode}`;
  if (body.customer_type === 'company' && body.company === null) return 'company is required for a company';
  if (!isWebAddress(body.return_url)) return 'return_url must be an http(s) address';
  return null;
}

/**
 * The order's choices when the order fits the checkout and the storefront, else what is wrong (a 400):
 * the customer type the checkout was priced for, a mobile number of the country by the checkout's own
 * rule (docs/product/checkout.md, CHK-17; the shop sends E.164), a postal code of the country, a
 * company for a company, a shipping and payment method the checkout offers and a service point or
 * locker when the method delivers to one.
 */
export function orderChoices(checkout: Checkout, body: PlaceOrderInput, locale: StorefrontCode): OrderChoices | string {
  if (checkout.items.length === 0) return 'The checkout has no items';
  if (body.customer_type !== checkout.customer_type) return 'customer_type differs from the checkout; update the checkout first';
  const problem = contactProblem(body, locale);
  if (problem) return problem;
  const method = checkout.shipping_methods.find((offered) => offered.id === body.shipping_method);
  if (!method) return `shipping_method ${body.shipping_method} is not offered to this checkout`;
  const servicePoint = method.kind === 'home' ? null : servicePointById(locale, body.service_point ?? '');
  if (servicePoint === undefined || (servicePoint && servicePoint.kind !== method.kind)) {
    return `service_point must be a ${method.kind} of ${method.carrier}`;
  }
  const payment = checkout.payment_methods.find((offered) => offered.id === body.payment_method);
  if (!payment) return `payment_method ${body.payment_method} is not offered to this checkout`;
  return { method, servicePoint, payment };
}
