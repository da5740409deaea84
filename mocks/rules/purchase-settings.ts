import { DAY_MS, isoDate, MOCK_DAY } from '@/mocks/data/mock-day';
import { randomFor } from '@/mocks/data/random';
import { dealProduct } from '@/mocks/rules/current-deal';
import type { CatalogProduct } from '@/mocks/data/products';
import type { PurchaseSettingsBody } from '@/mocks/views/wire';

/** The same thresholds and waiting times for every product, as a shop's settings would be. */
export const VIEW_THRESHOLD = 10;
export const PURCHASE_THRESHOLD = 3;
export const VIEW_HIDDEN_SECONDS = 4;
export const PURCHASE_HIDDEN_SECONDS = 8;

/** A salt of its own, so these numbers do not follow the product's other seeded traits. */
const SALT = 0x50c1a1;

/** A back-ordered product ships again 7 to 20 days after the mock's day, seeded per product. */
const BACK_ORDER_DAYS = { min: 7, spread: 14 };
/** Every other out-of-stock product (even ids) has a day it is expected back, 14 to 41 days away. */
const RESTOCK_DAYS = { min: 14, spread: 28 };

function expectedDays(product: CatalogProduct, random: () => number): Record<string, string> {
  if (product.stockStatus === 'back-order')
    return { 'back-order': isoDate(MOCK_DAY + (BACK_ORDER_DAYS.min + Math.floor(random() * BACK_ORDER_DAYS.spread)) * DAY_MS) };
  if (product.stockStatus === 'out-of-stock' && product.id % 2 === 0)
    return { 'out-of-stock': isoDate(MOCK_DAY + (RESTOCK_DAYS.min + Math.floor(random() * RESTOCK_DAYS.spread)) * DAY_MS) };
  return {};
}

/**
 * Seeded per product: popular products are viewed and bought more. A back-ordered product (no
 * business-day window of its own) has the day it ships again (`stock_status_dates`, proposed), and
 * so has every other out-of-stock one, the day it is expected back; the
 * current deal's product names the deal's slug (`deal_product_slug`, proposed). Over a third of the catalog is
 * above the view threshold and a fifth above the purchase threshold, so product pages with and
 * without each line are easy to find.
 */
export function purchaseSettings(product: CatalogProduct): PurchaseSettingsBody {
  const random = randomFor(product.id, SALT);
  const reach = 0.4 + Math.min(product.popularity, 1);
  return {
    product_views_recently: Math.floor(random() * 25 * reach),
    items_bought_today: Math.floor(random() * 7 * reach),
    view_threshold: VIEW_THRESHOLD,
    purchase_threshold: PURCHASE_THRESHOLD,
    view_hidden_seconds: VIEW_HIDDEN_SECONDS,
    purchase_hidden_seconds: PURCHASE_HIDDEN_SECONDS,
    stock_status_dates: expectedDays(product, random),
    deal_product_slug: product.id === dealProduct().id ? product.slug : null,
  };
}
