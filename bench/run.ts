/**
 * `npm run bench`: speed and size of the production build against the floor route, in one run.
 * (a) throughput, (b) Lighthouse mobile, (c) first-load JavaScript; tables, target verdicts and
 * bench/results/latest.json. Missed targets are a finding, not a failure: the exit code is non-zero
 * only when the harness itself could not measure.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { cleanupAll } from '@/bench/cleanup';
import { benchCatalogSize, LIGHTHOUSE_RUNS, throughputSettings } from '@/bench/config';
import { measureCookieAlertJs, measureFirstLoadJs } from '@/bench/first-load-js';
import { measureLighthouse } from '@/bench/lighthouse';
import { benchPages, SCRIPT_ONLY_PAGES, type BenchPage } from '@/bench/pages';
import {
  zodLine,
  firstLoadJsTable,
  instrumentationTable,
  lighthouseTable,
  throughputTable,
  typeaheadTable,
  quickOrderTable,
  verdictLines,
} from '@/bench/report';
import { assertPortsFree, benchBuild, build, hasUsableBuild, serve, serveUninstrumented, waitForOtherBuilds } from '@/bench/server';
import { storeGet } from '@/bench/store-http';
import { cookieAlertVerdict, firstLoadJsVerdicts, instrumentationVerdict, lighthouseVerdicts, throughputVerdicts, typeaheadVerdict } from '@/bench/targets';
import { measureInstrumentationCost, measureThroughput } from '@/bench/throughput';
import { measureTypeahead } from '@/bench/typeahead';
import { measureQuickOrder } from '@/bench/quick-order';

const RESULTS_DIR = 'bench/results';
const USAGE =
  'usage: npm run bench [-- --build]   (BENCH_DURATION=<seconds> sets the autocannon time per page, ' +
  'BENCH_CATALOG_SIZE=<products> the mocked catalog, e.g. 50000)';

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
    const { status } = await storeGet(page.path);
    if (status !== 200) throw new Error(`${page.key} page ${page.path} answered ${status}; nothing to measure`);
  }
}

async function main(args: string[]): Promise<void> {
  const unknown = args.filter((arg) => arg !== '--build');
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(' ')}\n${USAGE}`);
  const throughputRun = throughputSettings();
  const catalogSize = benchCatalogSize();
  process.chdir(fileURLToPath(new URL('..', import.meta.url)));
  mkdirSync(RESULTS_DIR, { recursive: true });
  const started = Date.now();
  // Taken before the bench's own work: anything else running on 2 cores skews every figure.
  const loadAtStart = Number((loadavg()[0] ?? 0).toFixed(2));

  // Before building too: a build would rewrite .next under a server that is already running.
  await assertPortsFree();
  const existing = !args.includes('--build') && hasUsableBuild(catalogSize) ? benchBuild() : null;
  if (existing) await waitForOtherBuilds();
  const built = existing ?? (await build(`${RESULTS_DIR}/build.log`, catalogSize));
  await serve(`${RESULTS_DIR}/server.log`, catalogSize);

  const pages = await benchPages();
  await checkPages(pages);
  const served = pages.filter((page) => !SCRIPT_ONLY_PAGES.includes(page.key));
  const throughput = await measureThroughput(served, throughputRun);
  const stopUninstrumented = await serveUninstrumented(`${RESULTS_DIR}/server-uninstrumented.log`);
  const instrumentation = await measureInstrumentationCost(
    pages.find((page) => page.key === 'floor')!,
    throughputRun,
  );
  // Lighthouse and the typeahead meet one server, as before.
  await stopUninstrumented();
  const typeahead = await measureTypeahead(throughputRun);
  const quickOrder = await measureQuickOrder();
  const lighthouse = await measureLighthouse(
    served.filter((page) => page.key !== 'search'),
    `${RESULTS_DIR}/lighthouse`,
  );
  const firstLoadJs = await measureFirstLoadJs(pages);
  const cookieAlertJs = await measureCookieAlertJs(pages.find((page) => page.key === 'floor')!);
  await cleanupAll();

  const verdicts = [
    ...throughputVerdicts(throughput),
    instrumentationVerdict(instrumentation),
    typeaheadVerdict(typeahead),
    ...lighthouseVerdicts(lighthouse),
    ...firstLoadJsVerdicts(firstLoadJs),
    cookieAlertVerdict(cookieAlertJs),
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
  };
  console.log(`\nBenchmark of ${about.commit} (build ${about.buildId}), Node ${about.node}, ${about.date}`);
  const when = existing ? 'in an earlier run' : 'in this run';
  console.log(`Catalog: ${catalogSize} products; \`npm run build\` on it took ${built.buildSeconds} s (${when}).`);
  const busy = loadAtStart >= 1 ? ': other work was running, so the figures may be pessimistic' : '';
  console.log(`Load average when it started: ${loadAtStart} on ${availableParallelism()} cores${busy}.`);
  console.log(throughputTable(throughput, throughputRun));
  console.log(instrumentationTable(instrumentation, throughputRun));
  console.log(typeaheadTable(typeahead, throughputRun));
  console.log(quickOrderTable(quickOrder));
  console.log(lighthouseTable(lighthouse, LIGHTHOUSE_RUNS));
  console.log(firstLoadJsTable(firstLoadJs));
  console.log(zodLine(firstLoadJs));
  console.log(verdictLines(verdicts));

  const file = `${RESULTS_DIR}/latest.json`;
  const settings = { ...throughputRun, lighthouseRuns: LIGHTHOUSE_RUNS };
  writeFileSync(
    file,
    `${JSON.stringify({ ...about, settings, pages, throughput, instrumentation, typeahead, quickOrder, lighthouse, firstLoadJs, cookieAlertJs, verdicts }, null, 2)}\n`,
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
