import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { WIDGET_SLUGS } from '@/platform/api/vocabulary';
import { STOREFRONTS, type StorefrontCode } from './storefronts';

/**
 * A server started for this test alone, on a mocked backend of its own, so that every backend read
 * counted here is this server's: the warm-up's, then the first shopper's.
 */
const shopPort = Number(process.env.STORE_PORT ?? 3000) + 170;
const backend = `http://127.0.0.1:${Number(process.env.MOCK_PORT ?? 4010) + 170}`;

/** What the layout reads for every page: the menu, the brands, the widgets and the deal. */
const LAYOUT_READS: [path: string, query?: [string, string]][] = [
  ['/api/product-categories', ['main_menu', 'true']],
  ['/api/brands'],
  ['/api/current-deal'],
  ...WIDGET_SLUGS.map((slug): [string] => [`/api/widget-by-slug/${slug}`]),
];

/** How often the backend was asked for `path` by storefront `code`. */
async function asked(path: string, code: StorefrontCode, query?: [string, string]): Promise<number> {
  const received = (await (await fetch(`${backend}/__mock/received-queries?path=${encodeURIComponent(path)}`)).json()) as [string, string][][];
  return received.filter(
    (params) => params.some(([k, v]) => k === 'locale' && v === code) && (!query || params.some(([k, v]) => k === query[0] && v === query[1])),
  ).length;
}

const layoutReads = (code: StorefrontCode) => Promise.all(LAYOUT_READS.map(([path, query]) => asked(path, code, query)));

test.describe('the start-up warm-up (docs/product/content.md, CNT-4)', () => {
  let shop: ChildProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Without API_BASE_URL, with-mock-backend starts a mocked backend of its own on MOCK_PORT.
    const env: NodeJS.ProcessEnv = { ...process.env, MOCK_PORT: new URL(backend).port, PORT: String(shopPort), METRICS_PORT: '0' };
    delete env.API_BASE_URL;
    shop = spawn(process.execPath, ['scripts/with-mock-backend.mjs', process.execPath, 'server/serve.mjs', '-p', String(shopPort)], {
      env,
      stdio: 'ignore',
    });
    // The warm-up renders the storefronts one after the other: once nl's menu is read, da's page is whole.
    await expect
      .poll(() => asked('/api/product-categories', 'nl', ['main_menu', 'true']).catch(() => 0), {
        message: "the server reads every storefront's layout when it starts",
        timeout: 100_000,
      })
      .toBeGreaterThan(0);
  });
  test.afterAll(() => {
    shop?.kill();
  });

  test("reads each storefront's layout, and the first shopper's page asks the backend for none of it again", async ({ request }) => {
    const before = await layoutReads('da');
    for (const count of before) expect(count).toBeGreaterThan(0);
    const [top] = (await (await fetch(`${backend}/api/product-categories?v=2&locale=da&sid=${STOREFRONTS.da.storeId}`)).json()) as { uri: string }[];
    const categoryReads = await asked('/api/category', 'da');

    const page = await request.get(`http://127.0.0.1:${shopPort}/${ROUTE_WORDS.category.da}/${top!.uri}`, { headers: { host: STOREFRONTS.da.domain } });
    expect(page.status()).toBe(200);
    expect(await asked('/api/category', 'da')).toBeGreaterThan(categoryReads);
    expect(await layoutReads('da')).toEqual(before);
  });
});
