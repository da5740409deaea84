/**
 * docs/product/content.md, CNT-4: categories and layout widgets are fetched when the server starts, so the first
 * shopper of each storefront does not wait for them. Failures only warn: pages fetch again on demand.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // zod/mini comes without messages (decision 0015); the server's logs say what an answer got wrong.
  const { config, locales } = await import('zod/mini');
  config(locales.en());
  if (!process.env.API_BASE_URL) return;
  const { warmStorefrontCaches } = await import('@/platform/api/warm-up');
  void warmStorefrontCaches();
}
