import type { PlaceOrderResult } from '@/platform/api/calls/checkout';
import type { Checkout, CheckoutTotals, Receipt } from '@/platform/api/types';
import { toCartItemPayload } from '@/features/cart/cart-payload';
import { toMajorUnits } from '@/platform/money/money';
import type { CheckoutBody, PlaceOrderResultBody, ReceiptBody } from '@/mocks/views/wire';

/** The checkout rules compute in minor units; these turn their results into wire bodies (decimal major units). */

const totalsBody = (totals: CheckoutTotals) => ({
  subtotal: toMajorUnits(totals.subtotal),
  discount: toMajorUnits(totals.discount),
  shipping: toMajorUnits(totals.shipping),
  vat: toMajorUnits(totals.vat),
  total: toMajorUnits(totals.total),
});

const couponsBody = (coupons: Checkout['coupons']) => coupons.map((coupon) => ({ ...coupon, amount: toMajorUnits(coupon.amount) }));

export function checkoutBody(checkout: Checkout): CheckoutBody {
  return {
    ...checkout,
    items: checkout.items.map(toCartItemPayload),
    coupons: couponsBody(checkout.coupons),
    shipping_methods: checkout.shipping_methods.map((method) => ({ ...method, price: toMajorUnits(method.price) })),
    free_shipping_from: checkout.free_shipping_from === null ? null : toMajorUnits(checkout.free_shipping_from),
    totals: totalsBody(checkout.totals),
  };
}

export function receiptBody(receipt: Receipt): ReceiptBody {
  return {
    ...receipt,
    lines: receipt.lines.map((line) => ({ ...line, price: toMajorUnits(line.price) })),
    coupons: couponsBody(receipt.coupons),
    shipping: { ...receipt.shipping, price: toMajorUnits(receipt.shipping.price) },
    totals: totalsBody(receipt.totals),
  };
}

export function placeOrderResultBody(result: PlaceOrderResult): PlaceOrderResultBody {
  return result.outcome === 'changed' ? { outcome: 'changed', checkout: checkoutBody(result.checkout) } : result;
}
