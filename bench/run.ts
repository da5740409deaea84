/**
 * `npm run bench`: speed and size of the production build against the floor route, in one run.
 * (a) throughput, (b) Lighthouse mobile and interactions on a calibrated phone, (c) first-load JavaScript; tables, target verdicts and
 * bench/results/latest.json. Missed targets are a finding, not a failure: the exit code is non-zero
 * only when the harness itself could not measure.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { cleanupAll } from '@/bench/cleanup';
import { BARE_PATH, benchCatalogSize, LIGHTHOUSE_RUNS, pairControl, STORE_ORIGIN, throughputSettings } from '@/bench/config';
import { measureCookieAlertJs, measureFirstLoadJs } from '@/bench/first-load-js';
import { measureInteractions, INTERACTION_RUNS } from '@/bench/interactions';
import { calibrate, measureLighthouse } from '@/bench/lighthouse';
import { benchPages, checkoutPage, SCRIPT_ONLY_PAGES, type BenchPage } from '@/bench/pages';
import { benchArgs, BENCH_PARTS } from '@/bench/parts';
import { perRequestPages } from '@/bench/per-request-pages';
import {
  zodLine,
  firstLoadJsTable,
  instrumentationTable,
  interactionsTable,
  lighthouseTable,
  perRequestTable,
  quickOrderTable,
  throughputTable,
  typeaheadTable,
  verdictLines,
} from '@/bench/report';
import { assertPortsFree, benchBuild, build, hasUsableBuild, serve, servePair, waitForOtherBuilds } from '@/bench/server';
import { storeGet } from '@/bench/store-http';
import {
  calibratedVerdicts,
  CALIBRATED_PAGES,
  cookieAlertVerdict,
  firstLoadJsVerdicts,
  instrumentationVerdict,
  interactionVerdicts,
  lighthouseVerdicts,
  perRequestVerdicts,
  throughputVerdicts,
  typeaheadVerdict,
  type Verdict,
} from '@/bench/targets';
import { measureInstrumentationCost, measureThroughput } from '@/bench/throughput';
import { measureTypeahead } from '@/bench/typeahead';
import { measureQuickOrder } from '@/bench/quick-order';

const RESULTS_DIR = 'bench/results';
const USAGE =
  `usage: npm run bench [-- --build] [-- --only=<part>,...]   (parts: ${BENCH_PARTS.join(', ')}; ` +
  'BENCH_DURATION=<seconds> sets the autocannon time per page, BENCH_CATALOG_SIZE=<products> the mocked catalog, e.g. 50000)';

function gitCommit(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain') !== '';
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}

/** Every page must answer 200 before it is measured; this also renders it into the cache. */
async function checkPages(pages: BenchPage[]): Promise<void> {
  for (const page of pages) {
    const { status } = await storeGet(page.fresh?.next() ?? page.path, undefined, undefined, page.cookie);
    if (status !== 200) throw new Error(`${page.key} page ${page.path} answered ${status}; nothing to measure`);
  }
}

/** Runs `measure` only when its part was asked for. */
const when = <T>(asked: boolean, measure: () => Promise<T>): Promise<T | null> => (asked ? measure() : Promise.resolve(null));

async function main(args: string[]): Promise<void> {
  let options: ReturnType<typeof benchArgs>;
  try {
    options = benchArgs(args);
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { parts } = options;
  const throughputRun = throughputSettings();
  const catalogSize = benchCatalogSize();
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const started = Date.now();
  // Taken before the bench's own work: anything else running on 2 cores skews every figure.
  const loadAtStart = Number((loadavg()[0] ?? 0).toFixed(2));

  // Before building too: a build would rewrite .next under a server that is already running.
  await assertPortsFree();
  const existing = !options.build && hasUsableBuild(catalogSize) ? benchBuild() : null;
  if (existing) await waitForOtherBuilds();
  const built = existing ?? (await build(`${RESULTS_DIR}/build.log`, catalogSize));
  await serve(`${RESULTS_DIR}/server.log`, catalogSize);

  const pages = await benchPages();
  await checkPages(pages);
  const served = pages.filter((page) => !SCRIPT_ONLY_PAGES.includes(page.key));
  const floor = pages.find((page) => page.key === 'floor')!;
  const throughput = await when(parts.has('throughput'), () => measureThroughput(served, throughputRun));
  const perRequest = await when(parts.has('per-request'), async () => {
    const perVisitor = await perRequestPages();
    await checkPages(perVisitor);
    return measureThroughput(perVisitor, throughputRun);
  });
  const instrumentation = await when(parts.has('instrumentation'), async () => {
    const control = pairControl();
    // Each fresh pair writes over the last one's logs; Lighthouse and the typeahead meet one server, as before.
    const startPair = (firstStarted: 'on' | 'off') => servePair((side) => `${RESULTS_DIR}/server-instrumentation-${side}.log`, control, firstStarted);
    return measureInstrumentationCost(floor, throughputRun, startPair, control);
  });
  const typeahead = await when(parts.has('typeahead'), () => measureTypeahead(throughputRun));
  const product = pages.find((page) => page.key === 'product')!;
  // The checkout is measured with a cart in it, on the phone and in the interactions alike.
  const checkout = parts.has('lighthouse') || parts.has('interactions') ? checkoutPage(product.sku!) : null;
  if (checkout) await checkPages([checkout]);
  const lighthouse = await when(parts.has('lighthouse'), () => {
    // The floor route has no target on the phone.
    const audited = [...served.filter((page) => ['bare', ...CALIBRATED_PAGES].includes(page.key)), checkout!];
    return measureLighthouse(audited, product.path, `${RESULTS_DIR}/lighthouse`);
  });
  const interactions = await when(parts.has('interactions'), async () => {
    // The phone Lighthouse calibrated, or one calibrated for this part alone.
    const throttle = lighthouse?.throttle ?? (await calibrate(`${STORE_ORIGIN}${BARE_PATH}`));
    return { throttle, results: await measureInteractions({ product: product.path, sku: product.sku!, checkout: checkout!.path }, throttle) };
  });
  const quickOrder = await when(parts.has('quick-order'), () => measureQuickOrder());
  const firstLoadJs = await when(parts.has('js'), () => measureFirstLoadJs(pages));
  const cookieAlertJs = await when(parts.has('js'), () => measureCookieAlertJs(floor));
  await cleanupAll();

  const verdicts: Verdict[] = [
    ...(throughput ? throughputVerdicts(throughput) : []),
    ...(perRequest ? perRequestVerdicts(perRequest) : []),
    ...(instrumentation ? [instrumentationVerdict(instrumentation)] : []),
    ...(typeahead ? [typeaheadVerdict(typeahead)] : []),
    ...(lighthouse ? [...calibratedVerdicts(lighthouse.results), ...lighthouseVerdicts(lighthouse.results)] : []),
    ...(interactions ? interactionVerdicts(interactions.results) : []),
    ...(firstLoadJs ? firstLoadJsVerdicts(firstLoadJs) : []),
    ...(cookieAlertJs ? [cookieAlertVerdict(cookieAlertJs)] : []),
  ];
  const about = {
    date: new Date(started).toISOString(),
    commit: gitCommit(),
    buildId: built.buildId,
    catalogSize,
    buildSeconds: built.buildSeconds,
    builtInThisRun: !existing,
    node: process.version,
    loadAtStart,
    parts: [...parts],
  };
  console.log(`\nBenchmark of ${about.commit} (build ${about.buildId}), Node ${about.node}, ${about.date}`);
  const builtWhen = existing ? 'in an earlier run' : 'in this run';
  console.log(`Catalog: ${catalogSize} products; \`npm run build\` on it took ${built.buildSeconds} s (${builtWhen}).`);
  const busy = loadAtStart >= 1 ? ': other work was running, so the figures may be pessimistic' : '';
  console.log(`Load average when it started: ${loadAtStart} on ${availableParallelism()} cores${busy}.`);
  if (parts.size < BENCH_PARTS.length) console.log(`Parts measured: ${[...parts].join(', ')}.`);
  if (throughput) console.log(throughputTable(throughput, throughputRun));
  if (perRequest) console.log(perRequestTable(perRequest, throughputRun));
  if (instrumentation) console.log(instrumentationTable(instrumentation, throughputRun));
  if (typeahead) console.log(typeaheadTable(typeahead, throughputRun));
  if (quickOrder) console.log(quickOrderTable(quickOrder));
  if (lighthouse) console.log(lighthouseTable(lighthouse.results, lighthouse.throttle, LIGHTHOUSE_RUNS));
  if (interactions) console.log(interactionsTable(interactions.results, interactions.throttle, INTERACTION_RUNS));
  if (firstLoadJs) console.log(firstLoadJsTable(firstLoadJs));
  if (firstLoadJs) console.log(zodLine(firstLoadJs));
  console.log(verdictLines(verdicts));

  const file = `${RESULTS_DIR}/latest.json`;
  const settings = { ...throughputRun, lighthouseRuns: LIGHTHOUSE_RUNS, interactionRuns: INTERACTION_RUNS };
  writeFileSync(
    file,
    `${JSON.stringify({ ...about, settings, pages, throughput, perRequest, instrumentation, typeahead, quickOrder, lighthouse, interactions, firstLoadJs, cookieAlertJs, verdicts }, null, 2)}\n`,
  );
  console.log(`\nWrote ${file} in ${Math.round((Date.now() - started) / 1000)} s.`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping what it started`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
