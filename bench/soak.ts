/**
 * `npm run bench:soak`: the shop under mixed traffic for a long while (issue 30, docs/operating.md,
 * OPS-55..OPS-58). Shoppers browse, search, sync carts and place orders over the five storefronts,
 * on loopback only, against `npm run serve` on the bench's build; at the end of every window the
 * server's own RSS, heap and event-loop delay are read from its /metrics. Bounded in time; not in CI.
 * Missed targets are a finding: the exit code is non-zero only when the soak itself could not run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { cleanupAll } from '@/bench/cleanup';
import { APP_ADDRESS, BENCH_METRICS_PORT, benchCatalogSize, MOCK_ORIGIN } from '@/bench/config';
import { assertPortsFree, benchBuild, build, hasUsableBuild, serve, waitForOtherBuilds } from '@/bench/server';
import { openCheckout, placeOrder, shopRequest, syncCart, type CartLine } from '@/bench/shopper';
import { percentile, serverFigures, soakSettings, soakVerdicts, type SoakWindow } from '@/bench/soak-windows';
import { ROUTE_WORDS } from '@/platform/i18n/route-words';
import { STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';

const RESULTS_DIR = 'bench/results';
const CODES = Object.keys(STOREFRONTS) as StorefrontCode[];
/** Shares of the shoppers' next step, of 100. */
const MIX = { browse: 60, search: 20, cartSync: 15, order: 5 } as const;
type Step = keyof typeof MIX;

/** The pages and products of one storefront the shoppers visit. */
interface Storefront {
  code: StorefrontCode;
  pages: string[];
  queries: string[];
  skus: string[];
}

async function backendGet<T>(code: StorefrontCode, path: string, query: Record<string, string>): Promise<T> {
  const params = new URLSearchParams({ ...query, locale: code, sid: String(STOREFRONTS[code].storeId) });
  const response = await fetch(`${MOCK_ORIGIN}${path}?${params.toString()}`);
  if (!response.ok) throw new Error(`the mocked backend answered ${response.status} to ${path}`);
  return (await response.json()) as T;
}

interface CategoryNode {
  uri: string;
  children: CategoryNode[];
}

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

async function storefront(code: StorefrontCode): Promise<Storefront> {
  const [tree, popular] = await Promise.all([
    backendGet<CategoryNode[]>(code, '/api/product-categories', { v: '2' }),
    backendGet<{ products: { slug: string; sku: string; name: string }[] }>(code, '/api/products', { popular: '1', limit: '40' }),
  ]);
  const path = (word: string, value: string) => `/${word}/${value.split('/').map(encodeURIComponent).join('/')}`;
  return {
    code,
    pages: [
      '/',
      ...flatten(tree)
        .slice(0, 40)
        .map((node) => path(ROUTE_WORDS.category[code], node.uri)),
      ...popular.products.map((product) => path(ROUTE_WORDS.product[code], product.slug)),
    ],
    queries: popular.products.map((product) => product.name),
    skus: popular.products.map((product) => product.sku),
  };
}

/** A seeded generator (mulberry32), so that two soaks send the same traffic. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Tally {
  latencies: number[];
  errors: number;
  firstErrors: string[];
}

async function metrics(): Promise<string> {
  const response = await fetch(`http://${APP_ADDRESS}:${BENCH_METRICS_PORT}/metrics`);
  if (!response.ok) throw new Error(`the server's /metrics answered ${response.status}`);
  return response.text();
}

async function main(args: string[]): Promise<void> {
  const settings = soakSettings(process.env, args);
  const catalogSize = benchCatalogSize();
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const loadAtStart = Number((loadavg()[0] ?? 0).toFixed(2));
  await assertPortsFree();
  const existing = hasUsableBuild(catalogSize) ? benchBuild() : null;
  if (existing) await waitForOtherBuilds();
  const built = existing ?? (await build(`${RESULTS_DIR}/build.log`, catalogSize));
  await serve(`${RESULTS_DIR}/soak-server.log`, catalogSize);
  const storefronts = await Promise.all(CODES.map(storefront));

  const windowMs = settings.windowMinutes * 60_000;
  const windows = settings.minutes / settings.windowMinutes;
  const tallies: Tally[] = Array.from({ length: windows }, () => ({ latencies: [], errors: 0, firstErrors: [] }));
  const figures: Pick<SoakWindow, 'rssBytes' | 'heapUsedBytes' | 'eventLoopDelayP99Ms'>[] = [];
  // prom-client resets its event-loop histogram at every read: this one starts the first window's.
  await metrics();
  const started = Date.now();
  const end = started + settings.minutes * 60_000;
  console.log(`soak: ${settings.shoppers} shoppers for ${settings.minutes} min in ${windows} windows of ${settings.windowMinutes} min, build ${built.buildId}`);

  /** Times one request into the window it started in; a failure is any answer but the one expected. */
  const timed = async <T>(send: () => Promise<T>, ok: (answer: T) => boolean, what: string): Promise<T | null> => {
    const at = Date.now();
    const tally = tallies[Math.min(windows - 1, Math.floor((at - started) / windowMs))] as Tally;
    try {
      const answer = await send();
      tally.latencies.push(Date.now() - at);
      if (!ok(answer)) throw new Error(`${what}: ${JSON.stringify(answer).slice(0, 200)}`);
      return answer;
    } catch (error) {
      tally.errors += 1;
      if (tally.firstErrors.length < 5) tally.firstErrors.push(error instanceof Error ? error.message : String(error));
      return null;
    }
  };
  const answered = (answer: { status: number }) => answer.status === 200;

  async function shopper(index: number): Promise<void> {
    const next = random(index + 1);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    for (let turn = 0; Date.now() < end; turn += 1) {
      const shop = storefronts[(index + turn) % storefronts.length] as Storefront;
      const roll = next() * 100;
      const step: Step = roll < MIX.browse ? 'browse' : roll < MIX.browse + MIX.search ? 'search' : roll < 100 - MIX.order ? 'cartSync' : 'order';
      const lines: CartLine[] = [{ sku: pick(shop.skus), quantity: 1 + Math.floor(next() * 2) }];
      if (step === 'browse') await timed(() => shopRequest(shop.code, 'GET', pick(shop.pages)), answered, 'browsing');
      if (step === 'search') {
        const path = `/${ROUTE_WORDS.search[shop.code]}?q=${encodeURIComponent(pick(shop.queries))}`;
        await timed(() => shopRequest(shop.code, 'GET', path), answered, 'search');
      }
      if (step === 'cartSync')
        await timed(
          () => syncCart(shop.code, lines),
          () => true,
          'cart sync',
        );
      if (step === 'order') {
        const checkout = await timed(
          () => openCheckout(shop.code, lines),
          () => true,
          'checkout',
        );
        const key = `soak-${index}-${turn}-${started}`;
        if (checkout)
          await timed(
            () => placeOrder(shop.code, checkout, key),
            (outcome) => outcome === 'approved',
            'placing an order',
          );
      }
    }
  }

  const load = Promise.all(Array.from({ length: settings.shoppers }, (_, index) => shopper(index)));
  for (let window = 1; window <= windows; window += 1) {
    await sleep(Math.max(0, started + window * windowMs - Date.now()));
    figures.push(serverFigures(await metrics()));
    const tally = tallies[window - 1] as Tally;
    console.log(`soak: window ${window} of ${windows} done, ${tally.latencies.length} steps, ${tally.errors} failed`);
  }
  await load;
  await cleanupAll();

  const results: SoakWindow[] = tallies.map((tally, index) => ({
    requests: tally.latencies.length,
    errors: tally.errors,
    p99Ms: percentile(tally.latencies, 0.99),
    ...(figures[index] as (typeof figures)[number]),
  }));
  const verdicts = soakVerdicts(results);
  console.log(
    `\nSoak of build ${built.buildId} on ${catalogSize} products, ${settings.shoppers} shoppers over ${CODES.join(', ')}; load average at start ${loadAtStart}`,
  );
  console.log(
    `Mix: ${Object.entries(MIX)
      .map(([step, share]) => `${step} ${share} %`)
      .join(', ')}`,
  );
  console.log('window  minutes     steps  steps/s  failed  p99 ms  RSS MB  heap MB  event-loop p99 ms');
  results.forEach((window, index) => {
    const cells = [
      String(index + 1).padStart(6),
      `${index * settings.windowMinutes}-${(index + 1) * settings.windowMinutes}`.padStart(7),
      String(window.requests).padStart(8),
      (window.requests / (windowMs / 1000)).toFixed(1).padStart(7),
      String(window.errors).padStart(6),
      String(window.p99Ms).padStart(6),
      (window.rssBytes / 1_000_000).toFixed(1).padStart(6),
      (window.heapUsedBytes / 1_000_000).toFixed(1).padStart(7),
      String(window.eventLoopDelayP99Ms).padStart(17),
    ];
    console.log(cells.join('  '));
  });
  for (const [index, tally] of tallies.entries()) for (const error of tally.firstErrors) console.log(`window ${index + 1} failure: ${error}`);
  console.log(['\nTargets', ...verdicts.map((verdict) => `${verdict.pass ? 'met   ' : 'MISSED'}  soak: ${verdict.detail}`)].join('\n'));
  const file = `${RESULTS_DIR}/soak.json`;
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date(started).toISOString(), buildId: built.buildId, settings, mix: MIX, windows: results, verdicts }, null, 2)}\n`,
  );
  console.log(`\nWrote ${file}.`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nsoak: ${signal}, stopping what it started`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(`soak failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
