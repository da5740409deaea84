import type { CartItem, Checkout } from '@/platform/api/types';
import type { PurchaseTracking } from '@/features/checkout';
import { toMajorUnits } from '@/platform/money/money';
import type { CurrencyCode } from '@/platform/storefronts/storefronts';

/**
 * E-commerce events in GA4's recommended shape, built from the shop's own records. Amounts are kept
 * in minor units everywhere else; here, at the edge, they become the decimal numbers GA4 reads.
 * Prices include VAT, as shoppers see them; the purchase reports its VAT as `tax`.
 */

export interface Ga4Item {
  item_id: string;
  item_name?: string;
  price: number;
  quantity: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export type ItemEventName = 'view_item' | 'add_to_cart' | 'remove_from_cart';
export type CheckoutEventName = 'begin_checkout' | 'add_shipping_info' | 'add_payment_info';
export type CommerceEventName = 'view_item_list' | ItemEventName | CheckoutEventName | 'purchase';

export interface CommerceEvent {
  event: CommerceEventName;
  ecommerce: {
    currency: CurrencyCode;
    value?: number;
    items: Ga4Item[];
    item_list_id?: string;
    item_list_name?: string;
    transaction_id?: string;
    tax?: number;
    coupon?: string;
    shipping_tier?: string;
    payment_type?: string;
  };
}

/** What an item event needs of a line: the product card's, the product page's or the cart's. */
export type TrackedLine = Pick<CartItem, 'sku' | 'name' | 'price'>;

export interface ProductList {
  id: string;
  name: string;
}

function ga4Item(line: TrackedLine, quantity: number): Ga4Item {
  return { item_id: line.sku, item_name: line.name, price: toMajorUnits(line.price), quantity };
}

function valueOf(lines: readonly { price: number; quantity: number }[]): number {
  return toMajorUnits(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
}

export function listViewEvent(lines: readonly TrackedLine[], list: ProductList, currency: CurrencyCode): CommerceEvent {
  return {
    event: 'view_item_list',
    ecommerce: {
      currency,
      item_list_id: list.id,
      item_list_name: list.name,
      items: lines.map((line, index) => ({ ...ga4Item(line, 1), index, item_list_id: list.id, item_list_name: list.name })),
    },
  };
}

export function itemEvent(event: ItemEventName, line: TrackedLine, quantity: number, currency: CurrencyCode): CommerceEvent {
  return { event, ecommerce: { currency, value: valueOf([{ price: line.price, quantity }]), items: [ga4Item(line, quantity)] } };
}

/** A quantity typed into a cart line: the units added or removed, or null when it stays the same. */
export function quantityChangeEvent(line: TrackedLine & { quantity: number }, quantity: number, currency: CurrencyCode): CommerceEvent | null {
  const difference = quantity - line.quantity;
  if (difference === 0) return null;
  return itemEvent(difference > 0 ? 'add_to_cart' : 'remove_from_cart', line, Math.abs(difference), currency);
}

export interface CheckoutDetails {
  coupons?: readonly string[];
  shippingTier?: string;
  paymentType?: string;
}

/** The codes of the coupons the backend applied to a checkout. */
export function couponCodes(checkout: Pick<Checkout, 'coupons'>): string[] {
  return checkout.coupons.map((coupon) => coupon.code);
}

export function checkoutEvent(
  event: CheckoutEventName,
  lines: readonly (TrackedLine & { quantity: number })[],
  currency: CurrencyCode,
  details: CheckoutDetails = {},
): CommerceEvent {
  return {
    event,
    ecommerce: {
      currency,
      value: valueOf(lines),
      items: lines.map((line) => ga4Item(line, line.quantity)),
      ...(details.coupons && details.coupons.length > 0 ? { coupon: details.coupons.join(',') } : {}),
      ...(details.shippingTier ? { shipping_tier: details.shippingTier } : {}),
      ...(details.paymentType ? { payment_type: details.paymentType } : {}),
    },
  };
}

export function purchaseEvent(purchase: PurchaseTracking, currency: CurrencyCode): CommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      currency,
      transaction_id: purchase.orderID,
      value: toMajorUnits(purchase.totalAmount),
      tax: toMajorUnits(purchase.totalVAT),
      items: purchase.items.map((item) => ({ item_id: item.sku, price: toMajorUnits(item.price), quantity: item.quantity })),
      ...(purchase.coupons.length > 0 ? { coupon: purchase.coupons.join(',') } : {}),
    },
  };
}
