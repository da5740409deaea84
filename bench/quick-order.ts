import { chromium } from '@playwright/test';
import { onCleanup } from '@/bench/cleanup';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, MOCK_ORIGIN, STORE_ORIGIN } from '@/bench/config';
import { QUICK_ORDER_DEBOUNCE_MS } from '@/features/quick-order';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { SKU_LOOKUP_BATCH_SIZE } from '@/platform/api/calls/sku-lookup';

export interface QuickOrderTiming {
  lines: number;
  /** Milliseconds from the paste until every line shows resolved, typing's rest included, of each run. */
  msOfEachRun: number[];
  medianMs: number;
  /** Look-ups the browser made for one paste (the most of any run). */
  lookups: number;
  debounceMs: number;
  batchSize: number;
}

const LINES = 200;
const RUNS = 5;
const PASTED = Array.from({ length: LINES }, (_, index) => `TDS${10001 + index}\t2`).join('\n');

/**
 * Quick order's paste of 200 lines in a browser, signed in as a company buyer of the mock's own
 * (`POST /__mock/accounts`): the time until the last line stops checking, on a fresh page each run,
 * so no answer of an earlier run is kept.
 */
export async function measureQuickOrder(): Promise<QuickOrderTiming> {
  const made = await fetch(`${MOCK_ORIGIN}/__mock/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"kind":"business"}' });
  if (!made.ok) throw new Error(`quick order: /__mock/accounts answered ${made.status}`);
  const account = (await made.json()) as { email: string; password: string };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, handleSIGINT: false });
  const stopBrowser = onCleanup(() => browser.close());
  try {
    const page = await (await browser.newContext()).newPage();
    // Signed in from the page itself: only Chromium resolves the storefront's *.localhost host, and
    // the session's cookies land where the page will send them.
    await page.goto(`${STORE_ORIGIN}/`);
    const signedIn = await page.evaluate(
      async (body) => (await fetch('/api/session/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
      JSON.stringify(account),
    );
    if (signedIn !== 200) throw new Error(`quick order: signing in answered ${signedIn}`);
    let lookups = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/products-by-sku') lookups++;
    });
    const msOfEachRun: number[] = [];
    let mostLookups = 0;
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${STORE_ORIGIN}/${ROUTE_WORDS.quickOrder.sv}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      lookups = 0;
      const started = performance.now();
      await page.locator('.quick-order__lines').fill(PASTED);
      await page
        .locator('.quick-order__line')
        .nth(LINES - 1)
        .waitFor();
      await page.locator('[data-quick-order="settled"]').waitFor({ state: 'attached' });
      msOfEachRun.push(Math.round(performance.now() - started));
      mostLookups = Math.max(mostLookups, lookups);
    }
    const sorted = [...msOfEachRun].sort((a, b) => a - b);
    return {
      lines: LINES,
      msOfEachRun,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
      lookups: mostLookups,
      debounceMs: QUICK_ORDER_DEBOUNCE_MS,
      batchSize: SKU_LOOKUP_BATCH_SIZE,
    };
  } finally {
    await stopBrowser();
  }
}
