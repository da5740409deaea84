import { expect, test, type Page, type Response } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { RECOMMENDATION_BOXES } from '@/features/catalog/recommendations/recommendations';
import { ALL_GRANTED_STATE } from './consent-state';
import { hydrated, MESSAGES, scrollToFooter } from './shop';
import { backendGet, originOf, type StorefrontCode } from './storefronts';
import { watchTracking } from './tracking';

/**
 * Issue 12, item 7: each recommendation box names its placement to the provider
 * (`product_box_id`, docs/product/catalog.md, CAT-10), and the provider's id for this browser goes along as
 * `user_id` only once the shopper has allowed analytics.
 */
interface RecommendationBody {
  sku: string[];
  user_id: string | null;
  product_box_id: string;
}

async function popularSlugs(code: StorefrontCode, count: number): Promise<string[]> {
  const { products } = await backendGet<{ products: { slug: string }[] }>(code, '/api/products', { popular: '1', limit: String(count), in_stock: '1' });
  return products.map((product) => product.slug);
}

/** Opens a product page and returns the body of its recommendation box's call, with the backend's answer. */
async function recommendationCall(page: Page, code: StorefrontCode, slug: string): Promise<{ body: RecommendationBody; answer: Response }> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/product-recommendations') && response.request().method() === 'POST');
  await page.goto(`${originOf(code)}/${ROUTE_WORDS.product[code]}/${slug}`);
  await scrollToFooter(page);
  const answer = await answered;
  return { body: answer.request().postDataJSON() as RecommendationBody, answer };
}

test('without consent to analytics, the product page box sends its box id and no user id', async ({ page }) => {
  const [slug] = await popularSlugs('da', 1);
  const { body, answer } = await recommendationCall(page, 'da', slug!);
  expect(body.product_box_id).toBe(RECOMMENDATION_BOXES.productPage);
  expect(body.user_id).toBeNull();
  // The backend accepts the box: the shopper sees what it recommends.
  expect(answer.status()).toBe(200);
  await expect(page.getByRole('heading', { name: MESSAGES.da.recommendations.title })).toBeVisible();
});

test.describe('with consent to analytics', () => {
  test.use({ storageState: ALL_GRANTED_STATE });

  test("the box sends the provider's id for this browser as user id, beside its box id", async ({ page }) => {
    const tracking = await watchTracking(page);
    const [first, second] = await popularSlugs('fi', 2);
    // The first page's box may ask before the browser is registered; its call is over before the next page.
    await recommendationCall(page, 'fi', first!);
    await hydrated(page);
    await expect.poll(() => tracking.storedRecommendationId()).toMatch(/^rt-e2e-fi-/);
    const userId = await tracking.storedRecommendationId();

    const { body, answer } = await recommendationCall(page, 'fi', second!);
    expect(body).toMatchObject({ product_box_id: RECOMMENDATION_BOXES.productPage, user_id: userId });
    expect(answer.status()).toBe(200);
    await expect(page.getByRole('heading', { name: MESSAGES.fi.recommendations.title })).toBeVisible();
  });
});
