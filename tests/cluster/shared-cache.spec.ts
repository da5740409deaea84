import { expect, test } from '@playwright/test';
import { changePrice, offerPriceOf, resetPrices, unsoughtProduct } from '../e2e/prices';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { cacheOf, cluster, type Instance, onInstance, purgeThrough, underLoad } from './cluster-env';

test.describe.configure({ mode: 'serial' });

async function get(instance: Instance, path: string) {
  const target = onInstance(instance, 'sv', path);
  const response = await fetch(target.url, { headers: target.headers });
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() };
}

const productPath = (slug: string) => `/${ROUTE_WORDS.product.sv}/${slug}`;

test.afterAll(resetPrices);

test('every instance serves the same build, from Redis', async () => {
  const [one, two] = await Promise.all(
    ['shop1', 'shop2'].map(async (instance) => (await fetch(onInstance(instance as Instance, 'sv', '/api/health').url)).json()),
  );
  expect(one).toMatchObject({ status: 'ok', cache: 'redis', redis: 'connected' });
  expect(two).toEqual(one);
});

test('a page one instance rendered is served by the other from Redis, without rendering it again', async () => {
  const product = await unsoughtProduct();
  await purgeThrough('shop1', ['catalog:sv']);
  const rendered = await get('shop1', productPath(product.slug));
  expect(rendered.status).toBe(200);
  expect(rendered.cache).not.toBe('HIT');

  const fromOther = await get('shop2', productPath(product.slug));
  expect(fromOther.cache).toBe('HIT');
  expect(offerPriceOf(fromOther.html)).toBe(offerPriceOf(rendered.html));
});

test('a purge through one instance changes what the other serves on its next request', async () => {
  const product = await unsoughtProduct();
  await get('shop1', productPath(product.slug));
  const before = await get('shop2', productPath(product.slug));
  expect(before.cache).toBe('HIT');

  const prices = await changePrice(product.sku, 77);
  expect(offerPriceOf(before.html)).not.toBe(prices.sv);
  await purgeThrough('shop1', ['catalog:sv']);

  const next = await get('shop2', productPath(product.slug));
  expect(next.cache).not.toBe('HIT');
  expect(offerPriceOf(next.html)).toBe(prices.sv);
  expect((await get('shop1', productPath(product.slug))).cache).toBe('HIT');
});

test('an instance stopped under load: the other answers, and no request fails past those it had in flight', async () => {
  const outcome = await underLoad('/', () => cluster('kill', 'shop2'));
  try {
    console.log(`shop2 killed under load: ${outcome.requests} requests, ${outcome.non2xx} non-2xx, ${outcome.errors} errors`);
    expect(outcome.requests).toBeGreaterThan(0);
    expect(outcome.non2xx + outcome.errors).toBeLessThanOrEqual(outcome.connections);
  } finally {
    await cluster('start', 'shop2');
  }
  await expect.poll(() => get('shop2', '/').then((answer) => answer.status)).toBe(200);
});

test('Redis stopped under load: no answer fails, and the shared cache is used again once Redis is back', async () => {
  const product = await unsoughtProduct();
  const outcome = await underLoad(productPath(product.slug), async () => {
    await cluster('stop', 'redis');
    await expect.poll(() => cacheOf('shop1')).toBe('memory');
  });
  try {
    console.log(`Redis stopped under load: ${outcome.requests} requests, ${outcome.non2xx} non-2xx, ${outcome.errors} errors`);
    expect(outcome.requests).toBeGreaterThan(0);
    expect(outcome.non2xx).toBe(0);
    expect(outcome.errors).toBe(0);
  } finally {
    await cluster('start', 'redis');
  }
  await expect.poll(() => Promise.all([cacheOf('shop1'), cacheOf('shop2')]), { timeout: 10_000 }).toEqual(['redis', 'redis']);

  // Redis came back empty: the first instance to render the page shares it with the other again.
  await purgeThrough('shop2', ['catalog:sv']);
  expect((await get('shop2', productPath(product.slug))).cache).not.toBe('HIT');
  expect((await get('shop1', productPath(product.slug))).cache).toBe('HIT');
});
