import { expect, test } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { SKU_LOOKUP_BATCH_SIZE } from '@/platform/api/calls/sku-lookup';
import { freshAccount, signIn } from './accounts';
import { violations } from './axe';
import { hydrated, MESSAGES } from './shop';
import { originOf } from './storefronts';

// Quick order works alike in every storefront but for its route word (routes.spec.ts): one runs it (decision 0035).
const code = 'nl';
const t = MESSAGES[code];
const quick = createTranslator({ locale: code, messages: t, namespace: 'quickOrder' });
const address = `${originOf(code)}/${ROUTE_WORDS.quickOrder[code]}`;

/** 196 catalog skus, then one unknown, one discontinued, one not sold in nl and one over the limit (mocks/README.md). */
const PASTED = [...Array.from({ length: 196 }, (_, index) => `TDS${10200 + index}\t2`), 'NOPE1\t1', 'TDS09991\t1', 'TDS10013\t1', 'TDS10002\t6 000'].join('\n');

test('a pasted list of 200 lines resolves in batches; ready lines go to the cart and the rest stay (docs/product/quick-order.md, QO-1 to QO-6)', async ({
  page,
}) => {
  test.setTimeout(45_000);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.account.sections.quickOrder);
  await expect(page.getByLabel(quick('linesLabel'))).toHaveCount(0);

  await signIn(page, code, await freshAccount('business'));
  await page
    .getByRole('navigation', { name: t.account.navLabel })
    .getByRole('link', { name: quick('title') })
    .click();
  await expect(page).toHaveURL(address);
  await hydrated(page);

  let lookups = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/products-by-sku') lookups++;
  });
  await page.getByLabel(quick('linesLabel')).fill(PASTED);
  const lines = page.locator('.quick-order__line');
  await expect(lines).toHaveCount(200);
  await expect(page.locator('[data-quick-order="settled"]')).toBeAttached();
  expect(lookups).toBeLessThanOrEqual(Math.ceil(200 / SKU_LOOKUP_BATCH_SIZE));

  const reason = (sku: string) => page.locator(`.quick-order__line[data-sku="${sku}"] .quick-order__reason`);
  await expect(reason('NOPE1')).toHaveText(quick('why.unknown'));
  await expect(reason('TDS09991')).toHaveText(quick('why.discontinued'));
  await expect(reason('TDS10013')).toHaveText(quick('why.notSoldHere'));
  await expect(reason('TDS10002')).toHaveText(quick('why.overLimit', { max: 5000 }));
  const ready = await page.locator('.quick-order__line--ready').count();
  const refused = await page.locator('.quick-order__line--refused').count();
  expect(ready + refused).toBe(200);
  expect(ready).toBeGreaterThan(150);
  const panel = (await page.locator('.info-page').boundingBox())!;
  const table = (await page.locator('.quick-order__table').boundingBox())!;
  expect(table.x + table.width, "the lines' table stays inside the page's panel").toBeLessThanOrEqual(panel.x + panel.width);

  await page.getByRole('button', { name: quick('add', { count: ready }) }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: quick('added', { added: ready }) })).toBeVisible({ timeout: 15_000 });
  await expect(lines).toHaveCount(refused);
  await expect(page.getByLabel(quick('linesLabel'))).toHaveValue(/^NOPE1\t1$/m);
  await expect(page.getByLabel(quick('linesLabel'))).not.toHaveValue(/TDS10200/);
  expect(await violations(page), 'quick order with lines to correct').toEqual([]);
});

test('a CSV file is read in the browser: byte order mark, header row, quotes and CRLF (docs/product/quick-order.md, QO-2)', async ({ page }) => {
  await signIn(page, code, await freshAccount('business'));
  await page.goto(address);
  await hydrated(page);
  await page.getByLabel(quick('fileLabel')).setInputFiles({
    name: 'bestelling.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('\uFEFFArtikelnummer;Aantal\r\n"TDS10200";"1.000"\r\nTDS10201;3 stuks\r\n'),
  });
  await expect(page.locator('.quick-order__line')).toHaveCount(2);
  await expect(page.locator('.quick-order__line[data-sku="TDS10200"] td').nth(2)).toHaveText('1000');
  await expect(page.locator('.quick-order__line[data-sku="TDS10201"] td').nth(2)).toHaveText('3');
});
