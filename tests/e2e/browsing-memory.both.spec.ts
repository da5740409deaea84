import { expect as baseExpect, test, type Page } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { PRODUCTS_PER_PAGE } from '@/platform/routing/pagination';
import { hydrated, MESSAGES, productLink, queuedTasksRun } from './shop';
import { backendGet, onStorefront, originOf, STOREFRONTS, type StorefrontCode } from './storefronts';

const expect = baseExpect.configure({ timeout: 20_000 });

interface CategoryRef {
  id: number;
  name: string;
  uri: string;
}
interface CategoryPage {
  category: CategoryRef & { hierarchy: CategoryRef[] };
  products: { slug: string; name: string }[];
  phone_models: { slug: string; name: string }[];
}

const categoryPath = (code: StorefrontCode, uri: string) => `/${ROUTE_WORDS.category[code]}/${uri}`;
const categoryPage = (code: StorefrontCode, uri: string) =>
  backendGet<CategoryPage>(code, '/api/category', { uri, page: '1', limit: String(PRODUCTS_PER_PAGE) });

/**
 * A campaign product on the first page of both its listings: the campaign category and its own
 * first category, which gives its primary trail.
 */
async function productOnTwoListings(code: StorefrontCode) {
  const deals = await categoryPage(code, STOREFRONTS[code].dealCategoryUri);
  for (const listed of deals.products) {
    const product = await backendGet<{ slug: string; name: string; categories: CategoryRef[] }>(code, `/api/product-by-slug/${listed.slug}`);
    const own = product.categories[0];
    if (!own || own.uri === deals.category.uri) continue;
    const listing = await categoryPage(code, own.uri);
    if (listing.products.some((candidate) => candidate.slug === product.slug)) return { product, deals: deals.category, own: listing.category };
  }
  throw new Error(`no campaign product on the first page of its own category in ${code}`);
}

const trail = (page: Page) => page.getByRole('navigation', { name: MESSAGES.sv.chrome.breadcrumbs }).getByRole('listitem');

/** Sums the layout shifts of the page from its first paint on, as CLS counts them. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { value: 0 };
    Object.assign(window, { __layoutShift: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: { value: number } }).__layoutShift.value);

const rememberedModel = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('td02') ?? '{}') as { state?: { categoryPhoneModel?: string | null } };
    return stored.state?.categoryPhoneModel ?? null;
  });

const lastVisit = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('td02') ?? '{}') as { state?: { breadcrumbHistory?: { path: string }[] } };
    return stored.state?.breadcrumbHistory?.at(-1)?.path ?? null;
  });

test.describe('breadcrumb history on the product page', () => {
  const code = 'sv';

  test('the trail follows the category the shopper browsed, swapped in without moving the page', async ({ page, request }) => {
    const { product, deals, own } = await productOnTwoListings(code);
    const productUrl = `${originOf(code)}/${ROUTE_WORDS.product[code]}/${product.slug}`;

    // The cached page's HTML carries the product's own trail, whoever asks.
    const { url, headers } = onStorefront(code, `/${ROUTE_WORDS.product[code]}/${product.slug}`);
    const html = await (await request.get(url, { headers })).text();
    const served = /<nav aria-label="[^"]*" class="breadcrumbs[^"]*">.*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(served).toContain(`>${own.name}</a>`);
    expect(served).not.toContain(`>${deals.name}</a>`);

    // Through the campaign listing, the product shows the campaign trail after a fresh load.
    await page.goto(`${originOf(code)}${categoryPath(code, deals.uri)}`);
    await hydrated(page);
    await expect.poll(() => lastVisit(page)).toBe(categoryPath(code, deals.uri));
    await watchLayoutShifts(page);
    await page.goto(productUrl);
    await hydrated(page);
    await expect(trail(page)).toHaveText(['Hem', deals.name, product.name]);
    await expect(trail(page).last().locator('[aria-current="page"]')).toHaveText(product.name);
    expect(await layoutShift(page)).toBe(0);

    // Through its own category's listing, by a click on the product card, the trail is that category's.
    await page.goto(`${originOf(code)}${categoryPath(code, own.uri)}`);
    await hydrated(page);
    await productLink(page, product.slug, 'a.product-card__link').click();
    await expect(page).toHaveURL((url) => `${url.origin}${url.pathname}` === productUrl);
    await expect(trail(page)).toHaveText(['Hem', ...own.hierarchy.map((node) => node.name), own.name, product.name]);
    await expect(trail(page).getByRole('link', { name: own.name, exact: true })).toHaveAttribute('href', categoryPath(code, own.uri));
  });
});

test.describe("the shopper's phone model across category listings", () => {
  const code = 'sv';

  test('a model chosen on one category is pre-applied on the next that offers it, with a chip that clears it', async ({ page }) => {
    const t = MESSAGES[code].filters;
    const first = await categoryPage(code, 'reservdelar/apple');
    const second = await categoryPage(code, 'tillbehor/fodral');
    const model = first.phone_models.find((candidate) => second.phone_models.some((other) => other.slug === candidate.slug));
    if (!model) throw new Error('no phone model offered by both categories');
    const filter = page.getByRole('navigation', { name: t.phoneModel });

    await page.goto(`${originOf(code)}${categoryPath(code, 'reservdelar/apple')}`);
    await hydrated(page);
    await filter.locator('summary').click();
    await filter.getByRole('link', { name: model.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?phone_model=${model.slug}$`));
    await expect.poll(() => rememberedModel(page)).toBe(model.slug);

    await page.goto(`${originOf(code)}${categoryPath(code, 'tillbehor/fodral')}`);
    await expect(page).toHaveURL(`${originOf(code)}${categoryPath(code, 'tillbehor/fodral')}?phone_model=${model.slug}`);
    await expect(filter.locator('.model-filter__chip')).toHaveText(model.name);
    const narrowed = await page.locator('.result-count').textContent();

    await filter.getByRole('link', { name: t.clear }).click();
    await expect(page).toHaveURL(`${originOf(code)}${categoryPath(code, 'tillbehor/fodral')}`);
    await expect(filter.locator('.model-filter__chip')).toHaveCount(0);
    await expect(page.locator('.result-count')).not.toHaveText(narrowed ?? '');

    // Cleared is forgotten: the next category opens with every model.
    await page.goto(`${originOf(code)}${categoryPath(code, 'tillbehor')}`);
    await hydrated(page);
    await queuedTasksRun(page);
    expect(await rememberedModel(page)).toBeNull();
    expect(new URL(page.url()).search).toBe('');
    await expect(filter.locator('.model-filter__value')).toHaveText(t.allModels);
  });
});
