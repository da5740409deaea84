import { expect, test, type Page, type Request } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@/features/search/search-query';
import { MESSAGES, queuedTasksRun } from './shop';
import { backendGet, MOCK_BACKEND, onPhoneIn, onStorefront, originOf, STOREFRONT_CODES, STOREFRONTS, type StorefrontCode } from './storefronts';

/** A product search of the typeahead or the results page (not the popular-products call). */
const isSearch = (request: Request) => {
  const url = new URL(request.url());
  return url.pathname === '/api/products' && url.searchParams.has('query');
};
const isPopular = (request: Request) => {
  const url = new URL(request.url());
  return url.pathname === '/api/products' && url.searchParams.get('popular') === '1';
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Navigations wait for the next route's server render, which a cold dev server compiles first. */
const NAVIGATION = { timeout: 20_000 };
const searchTerm = (request: Request) => new URL(request.url()).searchParams.get('query');

/** The terms of every product search the page sends, in the order they left. */
function recordSearches(page: Page) {
  const sent: (string | null)[] = [];
  page.on('request', (request) => {
    if (isSearch(request)) sent.push(searchTerm(request));
  });
  return sent;
}

/** The total the backend reports (`x-be-records`) for a query. */
async function backendTotal(code: StorefrontCode, query: string): Promise<number> {
  const params = new URLSearchParams({ query, limit: '1', locale: code, sid: String(STOREFRONTS[code].storeId) });
  const response = await fetch(`${MOCK_BACKEND}/api/products?${params.toString()}`);
  return Number(response.headers.get('x-be-records'));
}

function searchUi(page: Page, code: StorefrontCode) {
  const t = MESSAGES[code].search;
  return {
    input: page.getByRole('combobox', { name: t.label }),
    listbox: page.getByRole('listbox', { name: t.suggestionsLabel }),
    status: page.locator('.search-box [role="status"]'),
  };
}

/** Opens the home page and focuses the search field; the popular products prove the island is live. */
async function openSearch(page: Page, code: StorefrontCode) {
  const ui = searchUi(page, code);
  await page.goto(`${originOf(code)}/`);
  await ui.input.click();
  await expect(ui.listbox.getByRole('group', { name: MESSAGES[code].search.popularHeading, exact: true })).toBeVisible();
  return ui;
}

test.describe('sv typeahead', () => {
  const code = 'sv';
  const t = MESSAGES[code].search;

  test('a shopper who types before the page has hydrated gets the suggestions all the same', async ({ page }) => {
    let release: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const ui = searchUi(page, code);
    await page.goto(`${originOf(code)}/`, { waitUntil: 'domcontentloaded' });
    await ui.input.click();
    await ui.input.pressSequentially('iphone');
    release();
    const products = ui.listbox.getByRole('group', { name: t.productsHeading, exact: true });
    await expect(products.getByRole('option').first()).toContainText(/iphone/i);
    await expect(ui.input).toHaveValue('iphone');
  });

  test('under 2 characters it shows popular products and sends no search; 2+ characters search once after 250 ms', async ({ page }) => {
    await page.clock.install();
    const searches = recordSearches(page);
    const ui = await openSearch(page, code);
    await expect(ui.input).toHaveAttribute('aria-expanded', 'true');
    await expect(ui.input).toHaveAttribute('aria-controls', (await ui.listbox.getAttribute('id')) ?? 'missing');
    const popular = ui.listbox.getByRole('option');
    expect(await popular.count()).toBeGreaterThan(0);
    await expect(ui.status).toContainText(String(await popular.count()));

    // The clock stands still between the steps, so the debounce is exactly what the page waited.
    await page.clock.pauseAt(Date.now() + 1000);
    await ui.input.pressSequentially('i'.repeat(SEARCH_MIN_LENGTH - 1));
    await page.clock.runFor(SEARCH_DEBOUNCE_MS * 3);
    await expect(ui.listbox.getByRole('group', { name: t.popularHeading, exact: true })).toBeVisible();
    await ui.input.press('p');
    await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1);
    expect(searches, 'no request before the debounce').toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => searches).toEqual(['ip']);
    // The query cache hands answers on in timers of its own: from here time runs on by itself.
    await page.clock.resume();
    await expect(ui.listbox.getByRole('group', { name: t.productsHeading, exact: true })).toBeVisible();

    // Requests leave in order: a repeated "ip" would be recorded before the next term.
    await ui.input.press('h');
    await expect.poll(() => searches).toEqual(['ip', 'iph']);
  });

  test('the term is trimmed, and a settled term is searched once', async ({ page }) => {
    const searches = recordSearches(page);
    const ui = await openSearch(page, code);
    await ui.input.fill('  iphone 13  ');
    await expect.poll(() => searches).toEqual(['iphone 13']);
    // More spaces leave the term as it was (runs of spaces count as one); the next letter is the next search.
    await ui.input.press('End');
    await ui.input.press(' ');
    await ui.input.press('x');
    await expect.poll(() => searches).toEqual(['iphone 13', 'iphone 13 x']);
  });

  test('a late answer for an older term never replaces the newer one', async ({ page }) => {
    // The answer for "iphone 1" is held back until the one for "iphone 13" is on screen, and marked.
    const newerAnswered = page.waitForResponse((response) => searchTerm(response.request()) === 'iphone 13');
    let showNewer: () => void = () => undefined;
    const newerShown = new Promise<void>((resolve) => {
      showNewer = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/products' && url.searchParams.get('query') === 'iphone 1',
      async (route) => {
        // The shop's own answer, checked by it on the server (decision 0021), then marked as stale.
        const url = new URL(route.request().url());
        const { url: shopUrl, headers } = onStorefront(code, `${url.pathname}${url.search}`);
        const response = await fetch(shopUrl, { headers });
        const body = (await response.json()) as { products: { name: string }[] };
        body.products = body.products.map((product) => ({ ...product, name: `STALE ${product.name}` }));
        await newerShown;
        await route.fulfill({
          status: 200,
          headers: { 'x-be-records': response.headers.get('x-be-records') ?? '0', 'x-shop-checked-as': response.headers.get('x-shop-checked-as') ?? '' },
          json: body,
        });
      },
    );
    const { products: expected } = await backendGet<{ products: { name: string }[] }>(code, '/api/products', { query: 'iphone 13', limit: '6' });
    const newest = expected[0]!.name;
    const ui = await openSearch(page, code);
    const older = page.waitForResponse((response) => searchTerm(response.request()) === 'iphone 1');
    const olderSent = page.waitForRequest((request) => isSearch(request) && searchTerm(request) === 'iphone 1');
    await ui.input.pressSequentially('iphone 1');
    await olderSent;
    await ui.input.press('3');
    const products = ui.listbox.getByRole('group', { name: t.productsHeading, exact: true }).getByRole('option');
    await newerAnswered;
    await expect(products.first()).toHaveText(new RegExp(`^${escapeRegExp(newest)}`));
    showNewer();
    await (await older).finished();
    await queuedTasksRun(page);
    await expect(ui.listbox.getByText(/STALE/)).toHaveCount(0);
    await expect(products.first()).toHaveText(new RegExp(`^${escapeRegExp(newest)}`));
    await expect(ui.input).toHaveValue('iphone 13');
  });

  test('keyboard: arrows move the highlight, Escape closes then clears, Enter opens the highlighted option', async ({ page }) => {
    const ui = await openSearch(page, code);
    const term = 'iphone 13 skärm';
    const answered = Promise.all([
      page.waitForResponse((response) => isSearch(response.request()) && searchTerm(response.request()) === term),
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/search-triggers' && searchTerm(response.request()) === term),
    ]);
    await ui.input.pressSequentially(term);
    await answered;
    const hint = ui.listbox.getByRole('option', { name: 'Skärmar till iPhone 13' });
    await expect(hint).toBeVisible();
    // The list is settled when the announced count is the number of options shown.
    const options = ui.listbox.getByRole('option');
    const announced = async () => Number(/^(\d+) förslag\./.exec((await ui.status.textContent()) ?? '')?.[1]);
    await expect.poll(async () => (await announced()) === (await options.count())).toBe(true);
    const count = await options.count();
    expect(count).toBeGreaterThan(2);

    await ui.input.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(ui.input).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await ui.input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await ui.input.press('ArrowUp');
    await ui.input.press('ArrowUp');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await ui.input.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(ui.input).toBeFocused();

    await ui.input.press('Escape');
    await expect(ui.listbox).toBeHidden();
    await expect(ui.input).toHaveAttribute('aria-expanded', 'false');
    await expect(ui.input).not.toHaveAttribute('aria-activedescendant');
    await expect(ui.input).toHaveValue('iphone 13 skärm');
    await ui.input.press('Escape');
    await expect(ui.input).toHaveValue('');

    await ui.input.pressSequentially('iphone 13 skärm');
    await expect(hint).toBeVisible();
    await ui.input.press('ArrowDown');
    await expect(hint).toHaveAttribute('aria-selected', 'true');
    await ui.input.press('Enter');
    await expect(page).toHaveURL(`${originOf(code)}/kategori/reservdelar/apple/iphone-13`, NAVIGATION);
  });

  test('the mouse highlights and opens a product', async ({ page }) => {
    const ui = await openSearch(page, code);
    const answered = page.waitForResponse((response) => isSearch(response.request()) && searchTerm(response.request()) === 'iphone 13');
    await ui.input.pressSequentially('iphone 13');
    // Answers to the shorter prefixes show first: hovering one of them would open another product.
    const { products } = (await (await answered).json()) as { products: { name: string }[] };
    const product = ui.listbox.getByRole('group', { name: t.productsHeading, exact: true }).getByRole('option').first();
    await expect(product).toHaveText(new RegExp(`^${escapeRegExp(products[0]!.name)}`));
    await product.hover();
    await expect(product).toHaveAttribute('aria-selected', 'true');
    const href = await product.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/${ROUTE_WORDS.product[code]}/`));
    await product.click();
    await expect(page).toHaveURL(`${originOf(code)}${href}`, NAVIGATION);
  });

  test('Enter needs 2 trimmed characters', async ({ page }) => {
    const searches = recordSearches(page);
    const resultPages: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/${ROUTE_WORDS.search[code]}`) resultPages.push(request.url());
    });
    const ui = await openSearch(page, code);
    await ui.input.pressSequentially(' a ');
    await ui.input.press('Enter');
    // A later search marks the moment: a results page asked for on Enter would have left before it.
    await ui.input.press('b');
    await expect.poll(() => searches).toEqual(['a b']);
    expect(resultPages).toEqual([]);
    await expect(page).toHaveURL(`${originOf(code)}/`);
  });

  test('failing search, hint and popular calls are swallowed', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/products' || url.pathname === '/api/search-triggers',
      (route) => route.fulfill({ status: 500, json: { error: 'injected_fault', message: 'down' } }),
    );
    const ui = searchUi(page, code);
    await page.goto(`${originOf(code)}/`);
    const popularFailed = page.waitForResponse((response) => isPopular(response.request()) && response.status() === 500);
    await ui.input.click();
    await popularFailed;
    const searchFailed = page.waitForResponse((response) => isSearch(response.request()) && response.status() === 500);
    const hintsFailed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/search-triggers');
    await ui.input.pressSequentially('iphone 13');
    await Promise.all([searchFailed, hintsFailed].map(async (answer) => (await answer).finished()));
    await queuedTasksRun(page);
    await expect(ui.listbox).toBeHidden();
    await expect(page.locator('.search-popup')).toBeHidden();
    await expect(page.getByRole('search').getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('search').getByRole('status')).toHaveText('');
    await expect(ui.input).toBeFocused();
    await expect(ui.input).toHaveValue('iphone 13');
  });

  test('when only the product search fails, the hints still show', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/products' && url.searchParams.has('query'),
      (route) => route.fulfill({ status: 500, json: { error: 'injected_fault', message: 'down' } }),
    );
    const ui = await openSearch(page, code);
    await ui.input.pressSequentially('iphone 13 skärm');
    await expect(ui.listbox.getByRole('option', { name: 'Skärmar till iPhone 13' })).toBeVisible();
    await expect(ui.listbox.getByRole('group', { name: t.productsHeading, exact: true })).toHaveCount(0);
  });

  test('the popup fits the screen', async ({ page }) => {
    const ui = await openSearch(page, code);
    await ui.input.pressSequentially('iphone 13');
    await expect(ui.listbox.getByRole('group', { name: t.productsHeading, exact: true })).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await page.locator('.search-popup').boundingBox())!;
    if (viewport.width < 768) {
      expect(box.x).toBeCloseTo(0, 0);
      expect(box.width).toBeCloseTo(viewport.width, 0);
    } else {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});

for (const code of STOREFRONT_CODES) {
  const t = MESSAGES[code];
  const count = createTranslator({ locale: code, messages: t, namespace: 'catalog' });

  test(`${code}: Enter goes to the results page with q and the count`, onPhoneIn('nl', code), async ({ page }) => {
    const query = 'iphone 13';
    const total = await backendTotal(code, query);
    expect(total).toBeGreaterThan(0);
    const ui = await openSearch(page, code);
    await ui.input.pressSequentially(query);
    await ui.input.press('Enter');
    await expect(page).toHaveURL(`${originOf(code)}/${ROUTE_WORDS.search[code]}?q=iphone+13`, NAVIGATION);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(query);
    await expect(page.locator('.result-count')).toHaveText(count('productCount', { count: total }));
    await expect(page.locator('#products .product-card').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: t.search.matchingCategories })).toBeVisible();
    await expect(ui.input).toHaveValue(query);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search is a plain GET form to the results page', async ({ page }) => {
    const t = MESSAGES.no.search;
    await page.goto(`${originOf('no')}/`);
    const form = page.getByRole('search', { name: t.label });
    await expect(form).toHaveAttribute('action', `/${ROUTE_WORDS.search.no}`);
    await expect(form).toHaveAttribute('method', 'get');
    await form.getByRole('combobox', { name: t.label }).fill('iphone 13');
    await form.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(`${originOf('no')}/${ROUTE_WORDS.search.no}?q=iphone+13`, NAVIGATION);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('iphone 13');
  });

  test('a too short query says so', async ({ page }) => {
    await page.goto(`${originOf('sv')}/${ROUTE_WORDS.search.sv}?q=a`);
    await expect(page.getByText(MESSAGES.sv.search.tooShort)).toBeVisible();
    await expect(page.getByRole('search', { name: MESSAGES.sv.search.searchAgainLabel }).getByRole('combobox')).toHaveValue('a');
  });
});
