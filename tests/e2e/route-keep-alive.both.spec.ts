import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { KEEP_ALIVE_MAX } from '@/platform/keep-alive/route-keep-alive';
import { openCheckoutWith } from './checkout-steps';
import { hydrated, tieredProduct } from './shop';
import { originOf, type StorefrontCode } from './storefronts';

/**
 * Route keep-alive (docs/product/chrome.md, CHR-15, decision 0016): back and forward bring the last
 * KEEP_ALIVE_MAX pages back as the shopper left them, from the router's memory; an older page starts
 * afresh; checkout is never kept and asks for its data again.
 */
const expect = baseExpect.configure({ timeout: 20_000 });

const categoryUrl = (code: StorefrontCode, uri: string, query = '') => `${originOf(code)}/${ROUTE_WORDS.category[code]}/${uri}${query}`;
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const picker = (page: Page) => page.locator('details.model-filter__picker');

const isPrefetch = (request: Request) => Boolean(request.headers()['next-router-prefetch']);
/** The router's render of a page (React Server Components), not a prefetch of one. */
const isPageRender = (request: Request) => request.headers()['rsc'] === '1' && !isPrefetch(request);

/** Records what the browser asks the shop for to show a page: a document or a render of the page. */
function pageRequests(page: Page): { urls: string[]; stop: () => void } {
  const urls: string[] = [];
  const listener = (request: Request) => {
    if (request.resourceType() === 'document' || isPageRender(request)) urls.push(request.url());
  };
  page.on('request', listener);
  return { urls, stop: () => page.off('request', listener) };
}

/** Scrolls so that `target` is in view, then a little further as a shopper reading on would, and says where the window is. */
async function scrollTo(page: Page, target: ReturnType<Page['locator']>): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  await target.scrollIntoViewIfNeeded();
  const y = await scrollY(page);
  expect(y).toBeGreaterThan(200);
  return y;
}

async function expectScrolledTo(page: Page, y: number) {
  await expect.poll(async () => Math.abs((await scrollY(page)) - y)).toBeLessThanOrEqual(3);
}

test.describe.configure({ timeout: 120_000 });

test('back to a filtered category brings its scroll, its filter and its open model list back without asking the server', async ({ page }) => {
  expect(KEEP_ALIVE_MAX).toBe(2);
  await page.goto(categoryUrl('sv', 'reservdelar/apple', '?phone_model=iphone-13'));
  await hydrated(page);
  const chosen = await page.locator('.model-filter__chip').textContent();
  await page.locator('.model-filter__summary').click();
  await expect(picker(page)).toHaveAttribute('open', '');

  const card = page.locator('.product-card__link').last();
  const y = await scrollTo(page, card);
  const name = (await card.locator('.product-card__name').textContent()) ?? '';
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const requests = pageRequests(page);
  await page.goBack();
  await expect(page).toHaveURL(/\?phone_model=iphone-13$/);
  await expect(page.locator('.model-filter__chip')).toHaveText(chosen ?? '');
  await expect(picker(page)).toHaveAttribute('open', '');
  await expectScrolledTo(page, y);
  requests.stop();
  expect(requests.urls).toEqual([]);

  // Forward brings the product page back the same way.
  const forward = pageRequests(page);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  forward.stop();
  expect(forward.urls).toEqual([]);
});

test(`keeps only the last ${KEEP_ALIVE_MAX} pages: three pages back, the listing starts at the top with its model list closed`, async ({ page }) => {
  // A listing narrowed to a model from the start: a listing without one would be narrowed to the
  // last model picked when it is shown again (PhoneModelMemory).
  await page.goto(categoryUrl('sv', 'reservdelar/apple', '?phone_model=iphone-13'));
  await hydrated(page);

  // The listing, then two other phone models picked from its open model list, then a third: each
  // page left scrolled down to the model picked, with its model list open.
  const left: { url: string; y: number }[] = [];
  for (const pick of [3, 5, 7]) {
    await page.locator('.model-filter__summary').click();
    await expect(picker(page)).toHaveAttribute('open', '');
    const model = page.locator('.model-filter__list a').nth(pick);
    await model.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    left.push({ url: page.url(), y: await scrollY(page) });
    expect(left.at(-1)!.y).toBeGreaterThan(0);
    const href = (await model.getAttribute('href')) ?? '';
    await model.click();
    await expect(page).toHaveURL(`${originOf('sv')}${href}`);
  }

  const requests = pageRequests(page);
  for (const kept of [left[2]!, left[1]!]) {
    await page.goBack();
    await expect(page).toHaveURL(kept.url);
    await expect(picker(page)).toHaveAttribute('open', '');
    await expectScrolledTo(page, kept.y);
  }
  await page.goBack();
  await expect(page).toHaveURL(left[0]!.url);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(picker(page)).not.toHaveAttribute('open', '');
  requests.stop();
  expect(requests.urls).toEqual([]);
});

test('checkout is never kept: back to it renders it again and asks the backend for the checkout again', async ({ page }) => {
  const code = 'fi';
  const product = await tieredProduct(code);
  await openCheckoutWith(page, code, [{ sku: product.sku, quantity: 1 }]);
  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  const checkoutPath = new URL(page.url()).pathname;

  await page.locator('.masthead__logo').click();
  await expect(page).toHaveURL(`${originOf(code)}/`);

  const rendered = page.waitForRequest((request) => isPageRender(request) && new URL(request.url()).pathname === checkoutPath);
  const asked = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/checkout');
  await page.goBack();
  await expect(page).toHaveURL(`${originOf(code)}${checkoutPath}`);
  await Promise.all([rendered, asked]);
  await expect(page.locator(`.summary-line[data-sku="${product.sku}"]`)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});
