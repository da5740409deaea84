import { toMajorUnits, toMinorUnits, vatAmount } from '@/platform/money/money';
import { getStorefront, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { catalog } from '@/mocks/data/catalog';
import { DEMO_ADDRESSES } from '@/mocks/data/demo-addresses';
import { VAT_PERCENT, type Localized } from '@/mocks/data/localized';
import type { OrderRecord, OrderStatus } from '@/mocks/data/orders';
import { priceSource } from '@/mocks/data/price-changes';
import { pricesFor } from '@/mocks/data/prices';
import { FREE_FROM_THRESHOLD, FREE_SHIPPING_FROM, SHIPPING_PRICES, SHIPPING_PROCESSORS, TRACKING_URLS } from '@/mocks/data/shipping';
import { tierPrice } from '@/mocks/rules/cart-pricing';
import { estimatedDelivery } from '@/mocks/rules/delivery-estimate';
import { deliveredAt, orderEvents } from '@/mocks/rules/order-timeline';
import { returnableUntil, returnedQuantities } from '@/mocks/rules/returns';
import { nearestServicePoints } from '@/mocks/rules/service-points';
import type { OrderBody, OrderSummaryBody, TrackingBody } from '@/mocks/views/wire';

const EVENT_TEXT: Localized<Readonly<Record<OrderStatus, (carrier: string) => string>>> = {
  sv: {
    received: () => 'Ordern har tagits emot',
    processing: () => 'Ordern packas på vårt lager',
    shipped: (c) => `Paketet har lämnats till ${c}`,
    delivered: () => 'Paketet har levererats',
    cancelled: () => 'Ordern har makulerats',
  },
  no: {
    received: () => 'Bestillingen er mottatt',
    processing: () => 'Bestillingen pakkes på lageret vårt',
    shipped: (c) => `Pakken er levert til ${c}`,
    delivered: () => 'Pakken er levert',
    cancelled: () => 'Bestillingen er kansellert',
  },
  da: {
    received: () => 'Ordren er modtaget',
    processing: () => 'Ordren pakkes på vores lager',
    shipped: (c) => `Pakken er afleveret til ${c}`,
    delivered: () => 'Pakken er leveret',
    cancelled: () => 'Ordren er annulleret',
  },
  fi: {
    received: () => 'Tilaus on vastaanotettu',
    processing: () => 'Tilausta pakataan varastollamme',
    shipped: (c) => `Paketti on luovutettu: ${c}`,
    delivered: () => 'Paketti on toimitettu',
    cancelled: () => 'Tilaus on peruttu',
  },
  nl: {
    received: () => 'Bestelling ontvangen',
    processing: () => 'Bestelling wordt ingepakt in ons magazijn',
    shipped: (c) => `Pakket overgedragen aan ${c}`,
    delivered: () => 'Pakket bezorgd',
    cancelled: () => 'Bestelling geannuleerd',
  },
};

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The order's lines priced in minor units from today's catalog in the asking storefront. */
export function pricedLines(order: OrderRecord, locale: StorefrontCode) {
  const { byId } = catalog();
  return order.lines.flatMap(({ productId, quantity, subscriptionInterval, discontinued }) => {
    const product = byId.get(productId);
    if (!product) return [];
    const price = toMinorUnits(tierPrice(pricesFor(priceSource(product), locale).n, quantity));
    return [{ product, quantity, price, subscriptionInterval: subscriptionInterval ?? null, discontinued: discontinued === true }];
  });
}

function totalsOf(order: OrderRecord, locale: StorefrontCode, lines: ReturnType<typeof pricedLines>) {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const free = FREE_FROM_THRESHOLD[order.shipping] && subtotal >= FREE_SHIPPING_FROM[locale];
  const shipping = free ? 0 : SHIPPING_PRICES[locale][order.shipping];
  const total = subtotal + shipping;
  return { subtotal, discount: 0, shipping, vat: vatAmount(total, VAT_PERCENT[locale]), total };
}

/** What the order list shows of an order: priced like its detail. */
export function orderSummaryBody(order: OrderRecord, locale: StorefrontCode): OrderSummaryBody {
  const lines = pricedLines(order, locale);
  return {
    id: order.id,
    created_at: order.createdAt,
    status: order.status,
    total: toMajorUnits(totalsOf(order, locale, lines).total),
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** Where the parcel went: as given at the checkout, else the storefront's demo address and its nearest point of the kind. */
function deliveryOf(order: OrderRecord, locale: StorefrontCode): OrderBody['delivery'] {
  const carrier = SHIPPING_PROCESSORS[locale].carrier;
  if (order.placedDelivery)
    return { address: { ...order.placedDelivery.address }, kind: order.shipping, carrier, service_point: order.placedDelivery.servicePoint };
  const demo = DEMO_ADDRESSES[locale];
  const point = order.shipping === 'home' ? null : (nearestServicePoints(locale, demo.postal_code, order.shipping)[0]?.name ?? null);
  return {
    address: { name: order.customerName, ...demo, country_code: getStorefront(locale).countryCode },
    kind: order.shipping,
    carrier,
    service_point: point,
  };
}

export function orderBody(order: OrderRecord, locale: StorefrontCode): OrderBody {
  const lines = pricedLines(order, locale);
  const totals = totalsOf(order, locale, lines);
  const returned = returnedQuantities(order.id);
  return {
    id: order.id,
    created_at: order.createdAt,
    status: order.status,
    customer_type: order.customerType,
    lines: lines.map(({ product, quantity, price, subscriptionInterval, discontinued }) => ({
      sku: product.sku,
      name: product.name[locale],
      slug: discontinued ? null : product.slug,
      quantity,
      price: toMajorUnits(price),
      vat: VAT_PERCENT[locale],
      returned_quantity: Math.min(quantity, returned.get(product.sku.toUpperCase()) ?? 0),
      subscription_interval: subscriptionInterval,
    })),
    totals: {
      subtotal: toMajorUnits(totals.subtotal),
      discount: toMajorUnits(totals.discount),
      shipping: toMajorUnits(totals.shipping),
      vat: toMajorUnits(totals.vat),
      total: toMajorUnits(totals.total),
    },
    delivery: deliveryOf(order, locale),
    tracking_number: order.trackingNumber,
    payment: { kind: order.payment },
    delivered_at: isoOrNull(deliveredAt(order)),
    returnable_until: isoOrNull(returnableUntil(order)),
  };
}

export function trackingBody(order: OrderRecord, locale: StorefrontCode, now = Date.now()): TrackingBody {
  const carrier = SHIPPING_PROCESSORS[locale].carrier;
  const sent = order.status === 'shipped' || order.status === 'delivered';
  return {
    order_id: order.id,
    status: order.status,
    carrier,
    tracking_number: order.trackingNumber,
    tracking_url: sent && order.trackingNumber ? TRACKING_URLS[locale](order.trackingNumber) : null,
    estimated_delivery: estimatedDelivery(order, now),
    events: orderEvents(order).map(({ status, at }) => ({
      at: new Date(at).toISOString(),
      status,
      description: EVENT_TEXT[locale][status](carrier),
    })),
  };
}
