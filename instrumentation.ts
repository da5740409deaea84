/**
 * Runs once when the server starts. The warm-up of docs/product/content.md, CNT-4 is not here: Next
 * caches a backend read only when a request makes it, so the server warms up by rendering each
 * storefront's home page once it listens (server/warm-up.mjs).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // zod/mini comes without messages (decision 0015); the server's logs say what an answer got wrong.
  const { config, locales } = await import('zod/mini');
  config(locales.en());
}
