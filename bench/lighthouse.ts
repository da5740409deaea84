import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { onCleanup } from '@/bench/cleanup';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_RUNS, STORE_ORIGIN } from '@/bench/config';
import type { BenchPage, PageKey } from '@/bench/pages';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  /** 0-100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Weighted audits below full marks in accessibility, best practices and SEO, with what they found. */
  failing: Partial<Record<Category, string[]>>;
  /** The scripts that keep the main thread busiest: what TBT is made of. */
  heaviestScripts: string[];
  /** The elements that moved: what CLS is made of. */
  layoutShifts: string[];
  warnings: string[];
}

export interface LighthouseResult {
  key: PageKey;
  url: string;
  /** The run with the median performance score. */
  median: LighthouseRun;
  performanceScores: number[];
  /** The median run's full report, for the Lighthouse viewer. */
  reportFile: string;
}

type Item = Record<string, unknown>;

function score(lhr: Result, category: Category): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function metric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function items(lhr: Result, audit: string): Item[] {
  const details: unknown = lhr.audits[audit]?.details;
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items.filter((item): item is Item => typeof item === 'object' && item !== null);
}

/** The first line of a string, whitespace collapsed: a console error's message without its stack. */
function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const line = value.split('\n')[0]?.replace(/\s+/g, ' ').trim();
  return line === '' ? undefined : line;
}

/** One line per finding: the element, message or URL an audit points at. */
function finding(item: Item): string | undefined {
  const node = item.node as Item | undefined;
  const location = item.sourceLocation as Item | undefined;
  const where = text(node?.snippet) ?? text(item.url) ?? text(location?.url);
  const what = text(item.description);
  const line = [what, where].filter(Boolean).join(' at ');
  return line === '' ? undefined : line.slice(0, 160);
}

function failingAudits(lhr: Result, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const value = lhr.audits[ref.id]?.score;
      return typeof value === 'number' && value < 1;
    })
    .flatMap((ref) => {
      const found = [
        ...new Set(
          items(lhr, ref.id)
            .map(finding)
            .filter((line) => line !== undefined),
        ),
      ].slice(0, 3);
      return found.length > 0 ? found.map((line) => `${ref.id}: ${line}`) : [ref.id];
    });
}

function heaviestScripts(lhr: Result): string[] {
  return items(lhr, 'bootup-time')
    .slice(0, 3)
    .map((item) => `${text(item.url) ?? 'unattributed'}: ${Math.round(Number(item.total))} ms main-thread time`);
}

function summarize(lhr: Result): LighthouseRun {
  const failing: LighthouseRun['failing'] = {};
  for (const category of CATEGORIES.filter((name) => name !== 'performance')) {
    const found = failingAudits(lhr, category);
    if (found.length > 0) failing[category] = found;
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(lhr, category)])) as Record<Category, number>,
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    failing,
    heaviestScripts: heaviestScripts(lhr),
    layoutShifts: items(lhr, 'layout-shifts')
      .slice(0, 3)
      .map(finding)
      .filter((line) => line !== undefined),
    warnings: lhr.runWarnings.map(String),
  };
}

async function audit(url: string, port: number): Promise<Result> {
  const outcome = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = outcome;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * Lighthouse's default settings are the mobile preset (emulated phone, simulated slow 4G and CPU).
 * One Chromium serves every run; Lighthouse clears the origin's cache and storage before each.
 * Pages take turns run by run, so that other work on the machine weighs on all of them alike.
 */
export async function measureLighthouse(pages: BenchPage[], reportDir: string): Promise<LighthouseResult[]> {
  mkdirSync(reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const stopChrome = onCleanup(async () => chrome.kill());
  const runs = new Map<PageKey, { lhr: Result; summary: LighthouseRun }[]>(pages.map((page) => [page.key, []]));
  try {
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
      for (const page of pages) {
        const lhr = await audit(`${STORE_ORIGIN}${page.path}`, chrome.port);
        runs.get(page.key)?.push({ lhr, summary: summarize(lhr) });
      }
      console.log(`bench: lighthouse run ${run} of ${LIGHTHOUSE_RUNS} done`);
    }
  } finally {
    await stopChrome();
  }
  return pages.map((page) => {
    const pageRuns = runs.get(page.key) ?? [];
    const byPerformance = [...pageRuns].sort((a, b) => a.summary.scores.performance - b.summary.scores.performance);
    const median = byPerformance[Math.floor(byPerformance.length / 2)];
    if (!median) throw new Error(`no Lighthouse run of ${page.key} to take the median of`);
    const reportFile = `${reportDir}/${page.key}.json`;
    writeFileSync(reportFile, JSON.stringify(median.lhr));
    return {
      key: page.key,
      url: `${STORE_ORIGIN}${page.path}`,
      median: median.summary,
      performanceScores: pageRuns.map((run) => run.summary.scores.performance),
      reportFile,
    };
  });
}
