import type { StorefrontCode } from '@/lib/storefronts';
import { catalog } from '@/mocks/data/catalog';
import { VAT_PERCENT, type Localized } from '@/mocks/data/localized';
import type { OrderStatus, SeedOrder } from '@/mocks/data/orders';
import { pricesFor } from '@/mocks/data/prices';
import { roundMoney, tierPrice } from '@/mocks/rules/cart-pricing';
import type { OrderBody, TrackingBody } from '@/mocks/views/wire';

const HOUR_MS = 3_600_000;

const CARRIER: Localized = { sv: 'PostNord', no: 'Posten', da: 'GLS', fi: 'Posti', nl: 'PostNL' };

const EVENT_TEXT: Localized<Readonly<Record<OrderStatus, (carrier: string) => string>>> = {
  sv: { received: () => 'Ordern har tagits emot', processing: () => 'Ordern packas på vårt lager', shipped: (c) => `Paketet har lämnats till ${c}`, delivered: () => 'Paketet har levererats', cancelled: () => 'Ordern har makulerats' },
  no: { received: () => 'Bestillingen er mottatt', processing: () => 'Bestillingen pakkes på lageret vårt', shipped: (c) => `Pakken er levert til ${c}`, delivered: () => 'Pakken er levert', cancelled: () => 'Bestillingen er kansellert' },
  da: { received: () => 'Ordren er modtaget', processing: () => 'Ordren pakkes på vores lager', shipped: (c) => `Pakken er afleveret til ${c}`, delivered: () => 'Pakken er leveret', cancelled: () => 'Ordren er annulleret' },
  fi: { received: () => 'Tilaus on vastaanotettu', processing: () => 'Tilausta pakataan varastollamme', shipped: (c) => `Paketti on luovutettu: ${c}`, delivered: () => 'Paketti on toimitettu', cancelled: () => 'Tilaus on peruttu' },
  nl: { received: () => 'Bestelling ontvangen', processing: () => 'Bestelling wordt ingepakt in ons magazijn', shipped: (c) => `Pakket overgedragen aan ${c}`, delivered: () => 'Pakket bezorgd', cancelled: () => 'Bestelling geannuleerd' },
};

/** The statuses an order has passed through, with hours after it was placed. */
const TIMELINE: Readonly<Record<OrderStatus, readonly (readonly [OrderStatus, number])[]>> = {
  received: [['received', 0]],
  processing: [['received', 0], ['processing', 4]],
  shipped: [['received', 0], ['processing', 4], ['shipped', 26]],
  delivered: [['received', 0], ['processing', 4], ['shipped', 26], ['delivered', 70]],
  cancelled: [['received', 0], ['cancelled', 2]],
};

/** A seeded order priced in the storefront's currency from today's catalog. */
export function orderBody(order: SeedOrder, locale: StorefrontCode): OrderBody {
  const { byId } = catalog();
  const lines = order.lines.flatMap(({ productId, quantity }) => {
    const product = byId.get(productId);
    if (!product) return [];
    const price = tierPrice(pricesFor(product.price, locale).n, quantity);
    return [{ sku: product.sku, name: product.name[locale], quantity, price }];
  });
  const total = roundMoney(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const rate = VAT_PERCENT[locale];
  return {
    id: order.id,
    created_at: order.createdAt,
    status: order.status,
    total,
    vat_total: roundMoney((total * rate) / (100 + rate)),
    lines,
  };
}

export function trackingBody(order: SeedOrder, locale: StorefrontCode): TrackingBody {
  const placed = Date.parse(order.createdAt);
  const carrier = CARRIER[locale];
  return {
    order_id: order.id,
    status: order.status,
    carrier,
    tracking_number: order.trackingNumber,
    events: TIMELINE[order.status].map(([status, hours]) => ({
      at: new Date(placed + hours * HOUR_MS).toISOString(),
      description: EVENT_TEXT[locale][status](carrier),
    })),
  };
}
