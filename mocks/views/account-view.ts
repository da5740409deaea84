import { toMajorUnits } from '@/platform/money/money';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import type { Account } from '@/mocks/data/accounts';
import { catalog } from '@/mocks/data/catalog';
import { isSubscribed } from '@/mocks/data/newsletter';
import type { OrderRecord } from '@/mocks/data/orders';
import { priceSource } from '@/mocks/data/price-changes';
import { pricesFor } from '@/mocks/data/prices';
import type { ReturnRecord } from '@/mocks/data/returns';
import type { SubscriptionRecord } from '@/mocks/data/subscriptions';
import { tierPrice } from '@/mocks/rules/cart-pricing';
import { pricedLines } from '@/mocks/views/order-view';
import type { OrderReturnBody, ProfileBody, SubscriptionBody } from '@/mocks/views/wire';

export function profileBody(account: Account): ProfileBody {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    mobile: account.mobile,
    address: account.address && { ...account.address },
    discounts: { ...account.discounts },
    newsletter: isSubscribed(account.email),
    customer_type: account.kind === 'business' ? 'company' : 'consumer',
  };
}

export function subscriptionBody(record: SubscriptionRecord, locale: StorefrontCode): SubscriptionBody | null {
  const product = catalog().byId.get(record.productId);
  if (!product) return null;
  return {
    id: record.id,
    sku: product.sku,
    name: product.name[locale],
    slug: product.slug,
    quantity: record.quantity,
    price: tierPrice(pricesFor(priceSource(product), locale).n, record.quantity),
    interval: record.interval,
    status: record.status,
    next_delivery: record.nextDelivery,
  };
}

/** A return as its customer sees it; the refund is the returned units at the order's prices in the asking storefront. */
export function returnBody(record: ReturnRecord, order: OrderRecord, locale: StorefrontCode): OrderReturnBody {
  const prices = new Map(pricedLines(order, locale).map((line) => [line.product.sku.toUpperCase(), line]));
  const lines = record.lines.map((line) => ({ ...line, line: prices.get(line.sku.toUpperCase()) }));
  const refund = lines.reduce((sum, { quantity, line }) => sum + (line?.price ?? 0) * quantity, 0);
  return {
    id: record.id,
    order_id: record.orderId,
    created_at: record.createdAt,
    status: record.status,
    reason: record.reason,
    lines: lines.map(({ sku, quantity, line }) => ({ sku, name: line?.product.name[locale] ?? sku, quantity })),
    refund: toMajorUnits(refund),
  };
}
