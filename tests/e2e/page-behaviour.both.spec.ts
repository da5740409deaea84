import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { LOADING_BAR_HIDE_DELAY_MS, LOADING_BAR_THROTTLE_MS } from '@/features/shell/loading-bar';
import { FOOTER_COLLAPSE_MAX_WIDTH } from '@/features/shell/footer/footer-config';
import { RECENTLY_VIEWED_MAX } from '@/features/catalog/history/history';
import { SEARCH_SCROLL_MAX_WIDTH, SEARCH_SCROLL_TOP } from '@/features/shell/scroll-rules';
import { STORE_MESSAGE_MIN_LENGTH } from '@/platform/storefronts/store-message';
import { hydrated, MESSAGES, productLink, queuedTasksRun, scrollToFooter } from './shop';
import { backendGet, DESKTOP_FLOW, originOf, STOREFRONTS, type StorefrontCode } from './storefronts';

// The development server compiles pages on first use; a production build answers far sooner.
test.describe.configure({ timeout: 120_000 });

/** What no screen size changes runs on the desktop alone; the scroll and the footer's columns differ on a phone (decision 0052). */
const SAME_ON_A_PHONE = { tag: DESKTOP_FLOW };
const expect = baseExpect.configure({ timeout: 20_000 });

interface Deal {
  title: string;
  product_slug: string;
  product_name: string;
  expires_at: string;
}
interface Listing {
  sku: string;
  slug: string;
  name: string;
}

const productUrl = (code: StorefrontCode, slug: string) => `${originOf(code)}/${ROUTE_WORDS.product[code]}/${slug}`;
const categoryUrl = (code: StorefrontCode, uri: string, query = '') => `${originOf(code)}/${ROUTE_WORDS.category[code]}/${uri}${query}`;

async function popular(code: StorefrontCode, limit: number): Promise<Listing[]> {
  const { products } = await backendGet<{ products: Listing[] }>(code, '/api/products', { popular: '1', limit: String(limit), in_stock: '1' });
  return products;
}

const countdown = (page: Page) => page.locator('.deal-banner__time');
const seconds = (text: string | null) => {
  const [h, m, s] = (text ?? '').split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test.describe('deal banner', SAME_ON_A_PHONE, () => {
  test('counts down in hh:mm:ss only on the deal product page, pauses while hidden, ends at 0', async ({ page }) => {
    const deal = await backendGet<Deal>('sv', '/api/current-deal');
    const other = (await popular('sv', 5)).find((product) => product.slug !== deal.product_slug)!;
    await page.clock.install();

    await page.goto(productUrl('sv', other.slug));
    await hydrated(page);
    const banner = page.locator('.deal-banner');
    await expect(banner).toContainText(deal.product_name);
    await expect(page.locator('.deal-banner__countdown')).toHaveCount(0);
    await expect(page.locator('.breadcrumbs')).not.toHaveClass(/breadcrumbs--deal/);

    await page.goto(productUrl('sv', deal.product_slug));
    await hydrated(page);
    await expect(countdown(page)).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    // The page counts down to the deal it was cached with. The backend moves the deal's end to the
    // next midnight once this one is under two hours away, so for a cache lifetime after that the
    // page's deal and a fresh answer differ: the page's own deal is the yardstick, and the refresh
    // fails, so the page keeps the deal it shows.
    const shownExpiry = (await countdown(page).getAttribute('datetime'))!;
    await page.route('**/api/current-deal**', (route) => route.abort());
    // A deal page gets the special breadcrumb style.
    await expect(page.locator('.breadcrumbs')).toHaveClass(/breadcrumbs--deal/);
    await page.clock.pauseAt(Date.now() + 1000);
    const start = seconds(await countdown(page).textContent());
    const expected = Math.ceil((Date.parse(shownExpiry) - (await page.evaluate(() => Date.now()))) / 1000);
    expect(Math.abs(start - expected)).toBeLessThanOrEqual(1);

    await page.clock.runFor(3000);
    await expect.poll(async () => seconds(await countdown(page).textContent())).toBe(start - 3);

    // Hidden: nothing ticks. Visible again: read from the clock, so the 10 s in between count.
    await setHidden(page, true);
    await page.clock.runFor(10_000);
    expect(seconds(await countdown(page).textContent())).toBe(start - 3);
    await setHidden(page, false);
    await expect.poll(async () => seconds(await countdown(page).textContent())).toBe(start - 13);

    // At 0 the deal has ended and the banner hides.
    await page.clock.fastForward((start - 13) * 1000 + 1000);
    await expect(banner).toHaveCount(0);
  });

  test('a click on the banner opens the deal product', async ({ page }) => {
    const deal = await backendGet<Deal>('sv', '/api/current-deal');
    await page.goto(`${originOf('sv')}/`);
    await hydrated(page);
    await page.locator('.deal-banner__link').click();
    await expect(page).toHaveURL(productUrl('sv', deal.product_slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deal.product_name);
  });

  test('a failing deal call is swallowed and clears the deal', async ({ page }) => {
    const deal = await backendGet<Deal>('sv', '/api/current-deal');
    await page.clock.install();
    await page.goto(productUrl('sv', deal.product_slug));
    await expect(page.locator('.deal-banner')).toBeVisible();
    await hydrated(page);
    let failed = 0;
    await page.route('**/api/current-deal?*', async (route) => {
      failed += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"injected_fault"}' });
    });
    // The banner asks again every 60 s; the failed answer clears the deal.
    await page.clock.runFor(61_000);
    await expect.poll(() => failed).toBeGreaterThan(0);
    await expect(page.locator('.deal-banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deal.product_name);
    // No error page (the route announcer is the only alert on the page).
    await expect(page.locator('.status-page')).toHaveCount(0);
  });
});

test.describe('chrome rules', SAME_ON_A_PHONE, () => {
  test(`store message shows its text of more than ${STORE_MESSAGE_MIN_LENGTH} characters`, async ({ page }) => {
    await page.goto(`${originOf('no')}/`);
    const message = page.locator('.store-message');
    await expect(message).toBeVisible();
    expect(((await message.textContent()) ?? '').trim().length).toBeGreaterThan(STORE_MESSAGE_MIN_LENGTH);
  });

  for (const code of ['sv', 'fi'] as const) {
    test(`${code}: the footer message is the store-message-footer widget's text, and the store message is named in the storefront's language`, async ({
      page,
    }) => {
      const widget = await backendGet<{ content: string }>(code, '/api/widget-by-slug/store-message-footer');
      await page.goto(`${originOf(code)}/`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('.footer-message')).toHaveText(widget.content.replace(/<[^>]*>/g, '').trim());
      await expect(page.getByRole('complementary', { name: MESSAGES[code].chrome.storeMessageLabel })).toBeVisible();
    });
  }

  test('breadcrumbs: none on the home page, the last one is the active page', async ({ page }) => {
    const [product] = await popular('da', 1);
    await page.goto(`${originOf('da')}/`);
    await expect(page.locator('.breadcrumbs')).toHaveCount(0);
    await page.goto(productUrl('da', product!.slug));
    const items = page.locator('.breadcrumbs li');
    expect(await items.count()).toBeGreaterThan(1);
    const last = items.last();
    await expect(last.locator('[aria-current="page"]')).toHaveText(product!.name);
    await expect(last.locator('a')).toHaveCount(0);
    await expect(items.first().locator('a')).toHaveCount(1);
    await expect(page.locator('.breadcrumbs')).not.toHaveClass(/breadcrumbs--deal/);
  });

  test('the deal category has the deal style of breadcrumbs, other categories not', async ({ page }) => {
    await page.goto(categoryUrl('nl', STOREFRONTS.nl.dealCategoryUri));
    await expect(page.locator('.breadcrumbs')).toHaveClass(/breadcrumbs--deal/);
    await page.goto(categoryUrl('nl', 'onderdelen'));
    await expect(page.locator('.breadcrumbs')).not.toHaveClass(/breadcrumbs--deal/);
  });
});

test.describe('scroll after a route change', () => {
  test('a page query goes to the product grid, unless a phone model is chosen', async ({ page }) => {
    await page.goto(categoryUrl('sv', 'reservdelar'));
    await hydrated(page);
    await page.locator('.pagination a[rel="next"]').click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(() => page.evaluate(() => Math.abs(Math.round(document.getElementById('products')!.getBoundingClientRect().top)))).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.goto(categoryUrl('sv', 'reservdelar/apple', '?phone_model=iphone-13'));
    await hydrated(page);
    const next = page.locator('.pagination a[rel="next"]');
    if ((await next.count()) > 0) {
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test('a client route change goes to the top', async ({ page }) => {
    await page.goto(categoryUrl('sv', 'reservdelar/apple'));
    await hydrated(page);
    const filter = page.locator('.model-filter__summary');
    await filter.click();
    const model = page.locator('.model-filter__list a').nth(3);
    await model.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await model.click();
    await expect(page).toHaveURL(/phone_model=/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test(`a q query scrolls to ${SEARCH_SCROLL_TOP}px on screens of ${SEARCH_SCROLL_MAX_WIDTH}px or less`, async ({ page }) => {
    const t = MESSAGES.sv;
    await page.goto(`${originOf('sv')}/`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    const search = page.getByRole('combobox', { name: t.search.label });
    await search.fill('iphone skärm');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=iphone/);
    const narrow = (page.viewportSize()?.width ?? 0) <= SEARCH_SCROLL_MAX_WIDTH;
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(narrow ? SEARCH_SCROLL_TOP : 0);
  });
});

test.describe('product page', SAME_ON_A_PHONE, () => {
  test(`recently viewed: newest first, unique by sku, at most ${RECENTLY_VIEWED_MAX}`, async ({ page }) => {
    test.slow();
    const products = await popular('fi', 7);
    const shown = () => page.locator('.recently-viewed .mini-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-sku')));
    for (const product of products) {
      await page.goto(productUrl('fi', product.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      await hydrated(page);
    }
    // On the 7th: the five viewed before it, newest first.
    const bySku = products.map((product) => product.sku);
    await expect.poll(shown).toEqual(bySku.slice(1, 6).reverse());
    await expect(page.getByRole('heading', { name: MESSAGES.fi.recent.title })).toBeVisible();

    // Seeing the 4th again: it is not listed twice, and the others keep their order.
    await page.goto(productUrl('fi', products[3]!.slug));
    await hydrated(page);
    await expect.poll(shown).toEqual([bySku[6], bySku[5], bySku[4], bySku[2]]);
  });

  test('recommendations: an empty answer falls back to popular products, except on sv', async ({ page }) => {
    let asked: unknown = null;
    await page.route('**/api/product-recommendations?*', async (route) => {
      asked = route.request().postDataJSON();
      // An empty answer as the shop passes it on, checked on the server (decision 0021).
      await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'x-shop-checked-as': 'productListingsSchema' }, body: '[]' });
    });
    const [noProduct] = await popular('no', 1);
    await page.goto(productUrl('no', noProduct!.slug));
    await hydrated(page);
    await scrollToFooter(page);
    const section = page.locator('.recommendations');
    await expect(section).toHaveAttribute('data-source', 'popular');
    await expect(section.getByRole('heading', { name: MESSAGES.no.recommendations.popularTitle })).toBeVisible();
    await expect(section.locator('.product-card').first()).toBeVisible();
    expect(asked).toMatchObject({ sku: expect.arrayContaining([expect.any(String)]) });

    const [svProduct] = await popular('sv', 1);
    asked = null;
    const popularAsked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('popular=1')) popularAsked.push(request.url());
    });
    const recommended = page.waitForResponse((response) => response.url().includes('/api/product-recommendations'));
    await page.goto(productUrl('sv', svProduct!.slug));
    await hydrated(page);
    await scrollToFooter(page);
    await (await recommended).finished();
    await queuedTasksRun(page);
    expect(asked).not.toBeNull();
    await expect(page.locator('.recommendations')).toHaveCount(0);
    expect(popularAsked).toEqual([]);
  });

  test('recommendations show what the backend recommends on sv', async ({ page }) => {
    const [product] = await popular('sv', 1);
    await page.goto(productUrl('sv', product!.slug));
    await hydrated(page);
    await scrollToFooter(page);
    const section = page.locator('.recommendations');
    await expect(section).toHaveAttribute('data-source', 'recommended');
    await expect(section.getByRole('heading', { name: MESSAGES.sv.recommendations.title })).toBeVisible();
  });

  test('a failing recommendation call shows nothing and breaks nothing', async ({ page }) => {
    await page.route('**/api/product-recommendations?*', (route) => route.fulfill({ status: 503, body: '{}' }));
    const [product] = await popular('nl', 1);
    const failed = page.waitForResponse((response) => response.url().includes('/api/product-recommendations') && response.status() === 503);
    await page.goto(productUrl('nl', product!.slug));
    await hydrated(page);
    await scrollToFooter(page);
    await (await failed).finished();
    await queuedTasksRun(page);
    await expect(page.locator('.recommendations')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);
  });
});

test.describe('footer', () => {
  test(`link columns collapse on screens of ${FOOTER_COLLAPSE_MAX_WIDTH}px or less`, async ({ page }) => {
    await page.setViewportSize({ width: FOOTER_COLLAPSE_MAX_WIDTH, height: 800 });
    await page.goto(`${originOf('sv')}/`);
    await hydrated(page);
    const columns = page.locator('.footer-column');
    await expect(page.locator('.footer-columns')).toHaveAttribute('data-collapsible', 'true');
    expect(await columns.count()).toBeGreaterThan(1);
    const first = columns.first();
    await expect(first.locator('.footer-column__links a').first()).toBeHidden();
    await first.locator('summary').click();
    await expect(first.locator('.footer-column__links a').first()).toBeVisible();
    await expect(columns.nth(1).locator('.footer-column__links a').first()).toBeHidden();
    await first.locator('summary').click();
    await expect(first.locator('.footer-column__links a').first()).toBeHidden();

    await page.setViewportSize({ width: FOOTER_COLLAPSE_MAX_WIDTH + 1, height: 800 });
    await expect(page.locator('.footer-columns')).toHaveAttribute('data-collapsible', 'false');
    for (const column of await columns.all()) await expect(column.locator('.footer-column__links a').first()).toBeVisible();
    await first.locator('summary').click();
    await expect(first.locator('.footer-column__links a').first()).toBeVisible();
  });

  test("newsletter, brand text, copyright; the backend's review summary only where it has one (CHR-19)", SAME_ON_A_PHONE, async ({ page }) => {
    const summary = await backendGet<{ rating_value: number; review_count: number; url: string }>('no', '/api/review-summary');
    await page.goto(`${originOf('no')}/`);
    const footer = page.locator('footer.site-footer');
    await expect(footer.getByRole('heading', { name: MESSAGES.no.footer.newsletterTitle })).toBeVisible();
    await expect(footer.getByRole('button', { name: MESSAGES.no.footer.newsletterSubmit })).toBeVisible();
    await expect(footer.locator('.site-footer__copyright')).toContainText('Teknikdeler');
    const reviews = footer.getByRole('complementary', { name: MESSAGES.no.footer.reviewsTitle });
    const figures = new RegExp(
      `^${String(summary.rating_value).replace('.', ',')} av 5, ${summary.review_count.toLocaleString('nb-NO').replace(/\s/g, '\\s')} omtaler$`,
    );
    await expect(reviews.locator('.footer-reviews__text')).toHaveText(figures);
    await expect(reviews.getByRole('link')).toHaveAttribute('href', summary.url);
    await page.goto(`${originOf('fi')}/`);
    await expect(page.locator('.footer-reviews')).toHaveCount(0);
    await expect(page.locator('.footer-newsletter')).toBeVisible();
  });
});

test.describe('loading bar', SAME_ON_A_PHONE, () => {
  test(`shows only when a navigation takes longer than ${LOADING_BAR_THROTTLE_MS} ms and hides ${LOADING_BAR_HIDE_DELAY_MS} ms after it`, async ({ page }) => {
    const [fast, slow] = await popular('sv', 2);
    await page.clock.install();
    await page.goto(`${originOf('sv')}/`);
    await hydrated(page);
    await page.evaluate(() => {
      const bar = document.querySelector('.loading-bar')!;
      const seen: string[] = [];
      (window as unknown as { barStates: string[] }).barStates = seen;
      new MutationObserver(() => seen.push(bar.getAttribute('data-state') ?? '')).observe(bar, { attributes: true });
    });
    const states = () => page.evaluate(() => (window as unknown as { barStates: string[] }).barStates);
    const bar = page.locator('.loading-bar');

    // Fast: the page answers while the clock stands still, so the throttle never passes.
    await page.clock.pauseAt(Date.now() + 1000);
    const fastLink = productLink(page, fast!.slug);
    await fastLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fast!.name);
    await expect(bar).toHaveAttribute('data-state', 'idle');
    expect(await states()).not.toContain('loading');

    // Slow: the product page is held back until released.
    await page.goto(`${originOf('sv')}/`);
    await hydrated(page);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/${slow!.slug}*`, async (route) => {
      await gate;
      await route.continue();
    });
    await page.clock.pauseAt(Date.now() + 1000);
    await productLink(page, slow!.slug).click();
    await expect(bar).toHaveAttribute('data-state', 'pending');
    await page.clock.runFor(LOADING_BAR_THROTTLE_MS - 20);
    await expect(bar).toHaveAttribute('data-state', 'pending');
    await expect(bar).toHaveCSS('opacity', '0');
    await page.clock.runFor(40);
    await expect(bar).toHaveAttribute('data-state', 'loading');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(slow!.name);
    await expect(bar).toHaveAttribute('data-state', 'done');
    await page.clock.runFor(LOADING_BAR_HIDE_DELAY_MS - 20);
    await expect(bar).toHaveAttribute('data-state', 'done');
    await page.clock.runFor(40);
    await expect(bar).toHaveAttribute('data-state', 'idle');
  });

  test('back to a page the router holds shows no bar and leaves none behind', async ({ page }) => {
    const [product] = await popular('fi', 1);
    await page.clock.install();
    await page.goto(`${originOf('fi')}/`);
    await hydrated(page);
    const bar = page.locator('.loading-bar');
    await productLink(page, product!.slug).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);
    await page.clock.runFor(LOADING_BAR_HIDE_DELAY_MS + 20);
    await expect(bar).toHaveAttribute('data-state', 'idle');

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(product!.name);
    await page.clock.runFor(LOADING_BAR_THROTTLE_MS + LOADING_BAR_HIDE_DELAY_MS + 40);
    await expect(bar).toHaveAttribute('data-state', 'idle');
  });

  test('a search sent with Enter (a push in code, not a link) shows the bar while the results load', async ({ page }) => {
    await page.clock.install();
    await page.goto(`${originOf('sv')}/`);
    await hydrated(page);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/sok' && url.searchParams.get('q') === 'skärm',
      async (route) => {
        await gate;
        await route.continue();
      },
    );
    const bar = page.locator('.loading-bar');
    const box = page.getByRole('combobox').first();
    await box.fill('skärm');
    await page.clock.pauseAt(Date.now() + 1000);
    await box.press('Enter');
    await expect(bar).toHaveAttribute('data-state', 'pending');
    await page.clock.runFor(LOADING_BAR_THROTTLE_MS + 20);
    await expect(bar).toHaveAttribute('data-state', 'loading');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('skärm');
    await expect(bar).toHaveAttribute('data-state', 'done');
    await page.clock.runFor(LOADING_BAR_HIDE_DELAY_MS + 20);
    await expect(bar).toHaveAttribute('data-state', 'idle');
  });
});
