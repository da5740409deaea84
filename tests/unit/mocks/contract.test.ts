import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as s from '@/platform/api/schemas';
import { ImageType, WIDGET_SLUGS } from '@/platform/api/vocabulary';
import { RECOMMENDATION_BOXES } from '@/features/catalog/recommendations/recommendations';
import { getStorefront } from '@/platform/storefronts/storefronts';
import { ACCOUNTS } from '@/mocks/data/accounts';
import { BRANDS } from '@/mocks/data/brands';
import { catalog } from '@/mocks/data/catalog';
import { COUPONS } from '@/mocks/data/coupons';
import { LOCALES } from '@/mocks/data/localized';
import { ORDERS } from '@/mocks/data/orders';
import { CONTENT_PAGES } from '@/mocks/data/pages';
import { TAGS } from '@/mocks/data/tags';
import { freshAccount, mailLink, newsletterLink, signedIn } from './account-client';
import { BACKEND, parsed, postJson, storeUrl, startMockBackend } from './backend';

startMockBackend();

const screen = () => {
  const product = catalog().byPopularity.find((candidate) => candidate.part.key === 'screen' && candidate.variations.length > 0);
  if (!product) throw new Error('no screen with variations');
  return product;
};

async function accountToken(locale: (typeof LOCALES)[number]) {
  const [account] = ACCOUNTS;
  const response = await postJson(storeUrl('/api/auth/login', locale), { email: account?.email, password: account?.password });
  return parsed(response, s.tokenPairSchema);
}

describe.each(LOCALES)('every endpoint answers with its schema (%s)', (locale) => {
  const url = (path: string, query: Record<string, string> = {}) => storeUrl(path, locale, query);

  it('current deal is active now', async () => {
    const deal = await parsed(await fetch(url('/api/current-deal')), s.currentDealSchema);
    expect(Date.parse(deal.starts_at)).toBeLessThan(Date.now());
    expect(Date.parse(deal.expires_at)).toBeGreaterThan(Date.now());
    expect(catalog().bySlug.has(deal.product_slug)).toBe(true);
  });

  it('products: search, popular and upsell candidates', async () => {
    const search = await fetch(url('/api/products', { query: 'iphone 13', limit: '5' }));
    const found = await parsed(search, s.productSearchSchema);
    expect(found.products).toHaveLength(5);
    expect(Number(search.headers.get('x-be-records'))).toBeGreaterThan(5);
    const popular = await parsed(await fetch(url('/api/products', { popular: '1', in_stock: '1', limit: '8' })), s.productSearchSchema);
    expect(popular.products.every((product) => product.stock_status === 'in-stock')).toBe(true);
    const upsell = await parsed(await fetch(url('/api/products', { upselling_id: String(screen().id), limit: '4', in_stock: '1' })), s.productSearchSchema);
    expect(upsell.products.length).toBeGreaterThan(0);
    expect(upsell.products.length).toBeLessThanOrEqual(4);
  });

  it('search triggers, recommendations and upselling flag', async () => {
    await parsed(await fetch(url('/api/search-triggers', { query: 'iphone' })), s.searchHintsSchema);
    const recommended = await parsed(
      await postJson(url('/api/product-recommendations'), { sku: [screen().sku], product_box_id: RECOMMENDATION_BOXES.productPage }),
      s.productListingsSchema,
    );
    expect(recommended.length).toBeGreaterThan(0);
    const upselling = await parsed(await fetch(url(`/api/products/${screen().id}/upselling`)), s.upsellingSchema);
    expect(upselling).toBe(true);
  });

  it('product by slug, with variations and typed images', async () => {
    const product = await parsed(await fetch(url(`/api/product-by-slug/${screen().slug}`)), s.productSchema);
    expect(product.variation_attributes[0]?.values).toHaveLength(product.variations.length);
    expect(new Set(product.images.map((image) => image.type))).toEqual(
      new Set([ImageType.Featured, ImageType.Gallery, ImageType.GalleryThumb, ImageType.Zoom]),
    );
  });

  it('product by slug offers a screen with cross-sells (proposed `cross_selling`), other parts with none', async () => {
    const product = await parsed(await fetch(url(`/api/product-by-slug/${screen().slug}`)), s.productSchema);
    expect(product.cross_selling.length).toBeGreaterThan(0);
    expect(product.cross_selling.every((other) => other.variations.length === 0 && other.stock_status === 'in-stock' && other.id !== product.id)).toBe(true);
    const battery = catalog().byPopularity.find((candidate) => candidate.part.key === 'battery');
    const plain = await parsed(await fetch(url(`/api/product-by-slug/${battery?.slug}`)), s.productSchema);
    expect(plain.cross_selling).toEqual([]);
  });

  it('product by slug relates products (proposed `related`) and sells a battery in a bundle (proposed `bundles`)', async () => {
    const withScreen = await parsed(await fetch(url(`/api/product-by-slug/${screen().slug}`)), s.productSchema);
    expect(withScreen.related.length).toBeGreaterThan(0);
    const crossSold = new Set(withScreen.cross_selling.map((other) => other.id));
    expect(withScreen.related.some((other) => other.id === withScreen.id || crossSold.has(other.id))).toBe(false);
    expect(withScreen.bundles).toEqual([]);

    const battery = catalog().byPopularity.find(
      (candidate) => candidate.part.key === 'battery' && candidate.variations.length === 0 && candidate.stockStatus === 'in-stock',
    );
    const bundled = await parsed(await fetch(url(`/api/product-by-slug/${battery?.slug}`)), s.productSchema);
    const [bundle, ...more] = bundled.bundles;
    expect(more).toEqual([]);
    expect(bundle?.products.length).toBeGreaterThan(0);
    expect(bundle?.products.every((other) => other.variations.length === 0 && other.stock_status === 'in-stock' && other.id !== bundled.id)).toBe(true);
  });

  it('category tree, main menu, category page and category children', async () => {
    const tree = await parsed(await fetch(url('/api/product-categories', { v: '2' })), s.categoryTreeSchema);
    const menu = await parsed(await fetch(url('/api/product-categories', { v: '2', main_menu: 'true' })), s.categoryTreeSchema);
    const count = (nodes: s.CategoryNode[]): number => nodes.reduce((sum, node) => sum + 1 + count(node.children), 0);
    expect(count(menu)).toBeLessThan(count(tree));
    const top = tree[0];
    const brandNode = top?.children[0];
    const modelNode = brandNode?.children[0];
    if (!top || !brandNode || !modelNode) throw new Error('tree is not three levels deep');
    const response = await fetch(url('/api/category', { uri: brandNode.uri, limit: '10' }));
    const page = await parsed(response, s.categoryPageSchema);
    expect(page.category.hierarchy.map((ref) => ref.uri)).toEqual([top.uri]);
    expect(page.phone_models.length).toBeGreaterThan(0);
    expect(Number(response.headers.get('x-be-records'))).toBeGreaterThan(10);
    const children = await parsed(
      await postJson(url('/api/category-children'), { productIDs: [page.products[0]?.id], Categories: [top.id] }),
      s.categoryChildrenSchema,
    );
    expect(Object.values(children).flat()).toContain(top.id);
  });

  it('brands, brand pages and tag pages', async () => {
    const brands = await parsed(await fetch(url('/api/brands')), s.brandListSchema);
    expect(brands.map((brand) => brand.slug)).toEqual(BRANDS.map((brand) => brand.slug));
    for (const brand of brands) {
      const response = await fetch(url(`/api/brands/${brand.slug}`, { limit: '3' }));
      await parsed(response, s.brandPageSchema);
      expect(response.headers.get('x-be-records')).not.toBeNull();
    }
    for (const tag of TAGS) {
      const page = await parsed(await fetch(url(`/api/tags/${tag.slug[locale]}`, { limit: '3' })), s.tagPageSchema);
      expect(page.products.length).toBeGreaterThan(0);
    }
  });

  it('a review summary in sv and no, none (404) elsewhere (docs/product/chrome.md, CHR-19)', async () => {
    const response = await fetch(url('/api/review-summary'));
    if (locale === 'sv' || locale === 'no') {
      const summary = await parsed(response, s.reviewSummarySchema);
      expect(summary).toMatchObject({ best_rating: 5, provider: 'Trustpilot' });
      expect(summary.review_count).toBeGreaterThan(0);
      expect(summary.url).toMatch(/^https:\/\/\w+\.trustpilot\.com\//);
    } else {
      expect(response.status).toBe(404);
    }
  });

  it('widgets, strings and content pages', async () => {
    for (const slug of WIDGET_SLUGS) {
      const widget = await parsed(await fetch(url(`/api/widget-by-slug/${slug}`)), s.widgetSchema);
      expect(widget.content.length).toBeGreaterThan(20);
    }
    const strings = await parsed(await fetch(url('/api/strings')), s.stringsSchema);
    expect(Object.keys(strings).every((key) => key.startsWith('backend.'))).toBe(true);
    for (const page of Object.values(CONTENT_PAGES[locale])) {
      await parsed(await fetch(url(`/api/pages/${page.slug}`)), s.contentPageSchema);
    }
    const privacy = await parsed(await fetch(url(`/api/pages${getStorefront(locale).privacyPath}`)), s.contentPageSchema);
    expect(privacy.content).toContain('<h2>');
  });

  it('a draft of every content page that visibly differs from the published page', async () => {
    for (const page of Object.values(CONTENT_PAGES[locale])) {
      const draft = await parsed(await fetch(url(`/api/page-drafts/${page.slug}`)), s.contentPageSchema);
      expect(draft.slug).toBe(page.slug);
      expect(draft.title).not.toBe(page.title);
      expect(draft.content).not.toBe(page.content);
      expect(draft.content).toContain(page.content);
    }
    expect((await fetch(url('/api/page-drafts/no-such-page'))).status).toBe(404);
  });

  it('cart and coupon sync', async () => {
    const items = [{ sku: screen().sku, quantity: 2, uuid: 'line-1' }];
    const cart = await parsed(await postJson(url('/api/sync-cart'), { items, coupons: [] }), s.cartItemsSchema);
    expect(cart[0]?.uuid).toBe('line-1');
    const coupons = await parsed(
      await postJson(url('/api/sync-coupons'), { coupons: COUPONS.map((coupon) => coupon.code), cart_contents: items }),
      s.couponsSchema,
    );
    expect(coupons).toHaveLength(COUPONS.length);
  });

  it('account login, refresh and profile', async () => {
    const tokens = await accountToken(locale);
    expect(tokens.expires_in).toBe(3600);
    const refreshed = await parsed(await postJson(url('/api/auth/refresh'), { refresh_token: tokens.refresh_token }), s.tokenPairSchema);
    const profile = await parsed(await fetch(url('/api/auth/profile'), { headers: { authorization: `Bearer ${refreshed.access_token}` } }), s.profileSchema);
    expect(profile.discounts).toEqual({ '2': 5 });
  });

  it('orders, order lookup and tracking', async () => {
    const { access_token } = await accountToken(locale);
    const auth = { headers: { authorization: `Bearer ${access_token}` } };
    const orders = await parsed(await fetch(url('/api/orders'), auth), s.orderSummariesSchema);
    expect(orders.length).toBeGreaterThan(1);
    await parsed(await fetch(url(`/api/orders/${orders[0]?.id}`), auth), s.orderSchema);
    const guest = ORDERS.find((order) => order.accountId === null);
    if (!guest) throw new Error('no guest order');
    const orderTokens = await parsed(await postJson(url('/api/order-auth/login'), { order_id: guest.id, email: guest.email }), s.tokenPairSchema);
    const next = await parsed(await postJson(url('/api/order-auth/refresh'), { refresh_token: orderTokens.refresh_token }), s.tokenPairSchema);
    const orderAuth = { headers: { authorization: `Bearer ${next.access_token}` } };
    const info = await parsed(await fetch(url('/api/order-auth/info'), orderAuth), s.orderInfoSchema);
    expect(info).toEqual({ order_id: guest.id, name: guest.customerName, scopes: ['my-order'] });
    await parsed(await fetch(url(`/api/orders/${guest.id}`), orderAuth), s.orderSchema);
    await parsed(await fetch(url(`/api/track-order/${guest.id}`, { email: guest.email })), s.trackingSchema);
  });

  it('error reports and recommendation tracking', async () => {
    const report = { error: `TypeError in ${locale}`, level: 'error', stack: 'at x', userAgent: 'vitest', url: '/' };
    await parsed(await postJson(`${BACKEND}/captuerr`, report), s.errorReportAcceptedSchema);
    const reports = z.array(z.unknown()).parse(await (await fetch(`${BACKEND}/__mock/error-reports`)).json());
    expect(reports).toContainEqual(expect.objectContaining({ error: report.error }));
    await parsed(await postJson(url('/api/recommendation-tracking'), { website_id: 'web-1' }), s.recommendationTrackingSchema);
  });
});

describe.each(LOCALES)("the account contract answers with the shop's schemas (%s)", (locale) => {
  const url = (path: string, query: Record<string, string> = {}) => storeUrl(path, locale, query);

  it("orders paged, every order's detail and tracking, returns and subscriptions of a fresh account", async () => {
    const account = await freshAccount(locale === 'nl' ? 'business' : 'consumer');
    const headers = await signedIn(account.email, account.password, locale);
    const first = await fetch(url('/api/orders'), { headers });
    expect(first.headers.get('x-be-records')).toBe('12');
    const summaries = [
      ...(await parsed(first, s.orderSummariesSchema)),
      ...(await parsed(await fetch(url('/api/orders', { page: '2' }), { headers }), s.orderSummariesSchema)),
    ];
    expect(summaries.map((order) => order.id)).toEqual(account.orders.map((order) => order.id));
    for (const summary of summaries) {
      const order = await parsed(await fetch(url(`/api/orders/${summary.id}`), { headers }), s.orderSchema);
      expect(order.totals.total).toBe(summary.total);
      await parsed(await fetch(url(`/api/track-order/${summary.id}`, { email: account.email })), s.trackingSchema);
    }
    const returnable = account.orders.find((order) => order.returnable);
    const detail = await parsed(await fetch(url(`/api/orders/${returnable?.id}`), { headers }), s.orderSchema);
    const line = detail.lines[0];
    const started = await postJson(url(`/api/orders/${detail.id}/returns`), { lines: [{ sku: line?.sku, quantity: 1 }], reason: 'defective' }, headers);
    expect(started.status).toBe(201);
    await parsed(started, s.orderReturnSchema);
    expect((await parsed(await fetch(url('/api/returns'), { headers }), s.orderReturnsSchema)).length).toBe(2);
    const [subscription] = await parsed(await fetch(url('/api/subscriptions'), { headers }), s.subscriptionsSchema);
    await parsed(await postJson(url(`/api/subscriptions/${subscription?.id}`), { interval: '2-months' }, headers), s.subscriptionSchema);
  });

  it('profile, password, e-mail links and the newsletter', async () => {
    const account = await freshAccount();
    const headers = await signedIn(account.email, account.password, locale);
    const profile = await parsed(await fetch(url('/api/auth/profile'), { headers }), s.profileSchema);
    expect(profile.newsletter).toBe(true);
    const update = { name: 'Kim Berg', email: account.email, mobile: null, address: null };
    await parsed(await postJson(url('/api/auth/profile'), update, headers), s.profileSchema);
    const newPassword = { current_password: account.password, new_password: 'Nytt-losen-42' };
    await parsed(await postJson(url('/api/auth/password'), newPassword, headers), s.acknowledgementSchema);
    const reset = { token: await mailLink(account.email, 'reset'), new_password: 'Annat-losen-43' };
    await parsed(await postJson(url('/api/auth/password-reset'), reset, headers), s.acknowledgementSchema);
    await parsed(await postJson(url('/api/auth/link-login'), { token: await mailLink(account.email, 'login') }), s.tokenPairSchema);
    const token = await newsletterLink(account.email);
    const subscription = await parsed(await fetch(url('/api/newsletter/subscription', { email: account.email, token })), s.newsletterSubscriptionSchema);
    expect(subscription.subscribed).toBe(true);
    await parsed(await postJson(url('/api/newsletter/unsubscribe'), { email: account.email, token }), s.newsletterSubscriptionSchema);
  });
});
