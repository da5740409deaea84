import type { Locator, Page } from '@playwright/test';
import da from '@/messages/da.json' with { type: 'json' };
import fi from '@/messages/fi.json' with { type: 'json' };
import nl from '@/messages/nl.json' with { type: 'json' };
import no from '@/messages/no.json' with { type: 'json' };
import sv from '@/messages/sv.json' with { type: 'json' };
import type { AccessoriesVariant } from '@/features/catalog/experiment/experiment';
import { backendGet, backendPost, type StorefrontCode } from './storefronts';

/** The UI texts of each storefront, so tests find controls the way a shopper reads them. */
export const MESSAGES = { sv, no, da, fi, nl } as const satisfies Record<StorefrontCode, unknown>;

/** An add-to-cart link's `cart` parameter for these lines, in the documented format: `sku:quantity;...` as base64url. */
export function cartLink(lines: readonly { sku: string; quantity: number }[]): string {
  return btoa(lines.map((line) => `${line.sku}:${line.quantity}`).join(';'))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Waits until the page has hydrated: the shop's layout marks `<html data-hydrated>` once React runs. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Time enough under a paused clock for the next animation frame (Playwright's fake one comes every
 * 16 ms) and the task after it, where a tap's work beyond its own answer runs (OPS-73).
 */
export const NEXT_PAINT_MS = 32;

/**
 * Stops the page's clock before it loads: app timers (debounce, auto-close, autoplay) then fire only
 * when a test advances the clock with `page.clock.runFor`, never because the machine was slow.
 */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/** Resolves after the page has run the tasks already queued, e.g. what it does with an answer just received. */
export async function queuedTasksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Scrolls to the footer as a shopper reading on would, so what loads near the viewport (recommendations) loads. */
/**
 * The first link on the page to a product, by its slug: a card may link to a place on the product
 * page, `#variations` for a product with variations (docs/product/catalog.md, CAT-16).
 */
export function productLink(page: Page, slug: string, within = 'a'): Locator {
  return page.locator(`${within}[href$="/${slug}"], ${within}[href*="/${slug}#"]`).first();
}

export async function scrollToFooter(page: Page): Promise<void> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

/** Fixes the accessories experiment for a test (it is otherwise picked at random once per visit). */
export async function useAccessoriesVariant(page: Page, variant: AccessoriesVariant): Promise<void> {
  await page.addInitScript((picked) => {
    if (!window.sessionStorage.getItem('td02')) {
      window.sessionStorage.setItem('td02', JSON.stringify({ state: { codes: [], rejected: [], accessories: picked }, version: 1 }));
    }
  }, variant);
}

interface Tier {
  q: number;
  p: number;
}
export interface SampleProduct {
  id: number;
  sku: string;
  slug: string;
  name: string;
  /** Tiers in minor units. */
  tiers: Tier[];
  /** VAT in percent. */
  vat: number;
}

interface WireListing {
  id: number;
  sku: string;
  slug: string;
  name: string;
  prices: { n: Tier[]; c?: Tier[] };
  variations: unknown[];
  stock_status: string;
  /** VAT in percent. */
  vat: number;
}

/** An in-stock product without variations or campaign whose price drops at a quantity tier. */
export async function tieredProduct(code: StorefrontCode, skip = 0): Promise<SampleProduct> {
  const { products } = await backendGet<{ products: WireListing[] }>(code, '/api/products', { popular: '1', limit: '100', in_stock: '1' });
  const candidates = products.filter(
    (p) => p.variations.length === 0 && !p.prices.c && p.prices.n.length >= 2 && p.stock_status === 'in-stock' && p.prices.n[1]!.p < p.prices.n[0]!.p,
  );
  const product = candidates[skip];
  if (!product) throw new Error(`no tiered product in ${code}`);
  return { ...product, tiers: product.prices.n.map((tier) => ({ q: tier.q, p: Math.round(tier.p * 100) })) };
}

/** In-stock products of a category (and those below it) without variations or campaign, most popular first. */
export async function categoryProducts(code: StorefrontCode, uri: string): Promise<SampleProduct[]> {
  const { products } = await backendGet<{ products: WireListing[] }>(code, '/api/category', { uri, limit: '100' });
  return products
    .filter((p) => p.variations.length === 0 && !p.prices.c && p.stock_status === 'in-stock')
    .map((product) => ({ ...product, tiers: product.prices.n.map((tier) => ({ q: tier.q, p: Math.round(tier.p * 100) })) }));
}

export interface CategoryCouponCart {
  /** The seeded coupon limited to a catalog category: Apple spare parts, whose products sit in model categories below. */
  coupon: { code: string; label: string; percent: number };
  /** A product the coupon reaches (an Apple part) and one it does not (a Samsung part). */
  reached: SampleProduct;
  other: SampleProduct;
}

export async function categoryCouponCart(code: StorefrontCode, skip = 0): Promise<CategoryCouponCart> {
  const sparePartsWord = { sv: 'reservdelar', no: 'reservedeler', da: 'reservedele', fi: 'varaosat', nl: 'onderdelen' }[code];
  const reached = (await categoryProducts(code, `${sparePartsWord}/apple`))[skip];
  const other = (await categoryProducts(code, `${sparePartsWord}/samsung`))[skip];
  if (!reached || !other) throw new Error(`no Apple and Samsung spare parts in ${code}`);
  const [verdict] = await backendPost<{ code: string; discount_label: string; percentage_discount: number }[]>(code, '/api/sync-coupons', {
    coupons: ['APPLE20'],
    cart_contents: [{ sku: reached.sku, quantity: 1 }],
  });
  if (!verdict) throw new Error(`the backend does not know APPLE20 in ${code}`);
  return { coupon: { code: verdict.code, label: verdict.discount_label, percent: verdict.percentage_discount }, reached, other };
}

/** What the mock says of a product's purchase settings (GET /api/products/{id}/purchase-settings). */
export interface PurchaseSettingsWire {
  product_views_recently: number;
  items_bought_today: number;
  view_threshold: number;
  purchase_threshold: number;
  view_hidden_seconds: number;
  purchase_hidden_seconds: number;
}

export const aboveViewThreshold = (s: PurchaseSettingsWire) => s.product_views_recently > s.view_threshold;
export const abovePurchaseThreshold = (s: PurchaseSettingsWire) => s.items_bought_today > s.purchase_threshold;

/** A popular in-stock product whose purchase settings are as `wanted` says (the `skip`-th such). */
export async function productWithSettings(
  code: StorefrontCode,
  wanted: (settings: PurchaseSettingsWire) => boolean,
  skip = 0,
): Promise<{ product: { id: number; slug: string; name: string }; settings: PurchaseSettingsWire }> {
  const { products } = await backendGet<{ products: { id: number; slug: string; name: string }[] }>(code, '/api/products', {
    popular: '1',
    limit: '100',
    in_stock: '1',
  });
  let left = skip;
  for (const product of products) {
    const settings = await backendGet<PurchaseSettingsWire>(code, `/api/products/${product.id}/purchase-settings`);
    if (!wanted(settings)) continue;
    if (left === 0) return { product, settings };
    left -= 1;
  }
  throw new Error(`no product with such purchase settings in ${code}`);
}
