import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { cpuSlowdownFor, figures, type Figures } from '@/bench/calibration';
import { onCleanup } from '@/bench/cleanup';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_RUNS, STORE_ORIGIN } from '@/bench/config';
import type { BenchPage, PageKey } from '@/bench/pages';
import { becomeReturning, VISITS, type Visit } from '@/bench/returning-visit';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  /** 0-100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's main-thread work (script, style, layout, paint, ...), at the simulated phone's speed. */
  mainThreadMs: number;
  cls: number;
  /** The host's speed as Lighthouse measured it during this run. */
  benchmarkIndex: number;
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
  visit: Visit;
  url: string;
  /** The run with the median performance score. */
  median: LighthouseRun;
  performanceScores: number[];
  /** Each figure's median over the runs and its spread (docs/operating.md, OPS-61). */
  mainThreadMs: Figures;
  tbtMs: Figures;
  lcpMs: Figures;
  /** The host's index of each run, in the order they ran. */
  benchmarkIndexes: number[];
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
    mainThreadMs: metric(lhr, 'mainthread-work-breakdown'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    heaviestScripts: heaviestScripts(lhr),
    layoutShifts: items(lhr, 'layout-shifts')
      .slice(0, 3)
      .map(finding)
      .filter((line) => line !== undefined),
    warnings: lhr.runWarnings.map(String),
  };
}

/**
 * A first visit clears everything the origin stored: Lighthouse's own reset keeps cookies and
 * localStorage, which would leave the returning shopper's consent and `td02` in place.
 */
const CLEAR_STORAGE: Flags = { disableStorageReset: false, clearStorageTypes: ['all'] };
/** A returning visit keeps the HTTP cache and storage of the visit before. */
const KEEP_STORAGE: Flags = { disableStorageReset: true };

/** How every audit of one bench run simulates the phone: the slowdown calibrated at its start. */
export interface Throttle {
  /** The index the slowdown was calibrated from. */
  benchmarkIndex: number;
  cpuSlowdown: number;
}

async function audit(url: string, port: number, flags: Flags = {}): Promise<Result> {
  const outcome = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...flags });
  if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = outcome;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** A Chromium for Lighthouse, stopped by the bench's cleanup too. */
async function launchChrome() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  return { port: chrome.port, stop: onCleanup(async () => chrome.kill()) };
}

/**
 * The host's benchmarkIndex as Lighthouse measures it, from one audit of `url` (the bare route),
 * and the CPU slowdown that makes it the target phone (docs/operating.md, OPS-60). Taken once at
 * the start, so that every page of the run meets the same phone.
 */
export async function calibrate(url: string, port?: number): Promise<Throttle> {
  const chrome = port === undefined ? await launchChrome() : null;
  try {
    const lhr = await audit(url, port ?? chrome!.port, { onlyCategories: ['performance'] });
    const benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
    return { benchmarkIndex, cpuSlowdown: cpuSlowdownFor(benchmarkIndex) };
  } finally {
    await chrome?.stop();
  }
}

/**
 * Lighthouse's mobile preset (emulated phone, simulated slow 4G) with the CPU slowdown calibrated
 * for this host. One Chromium serves every run. A first visit starts from nothing: the origin's
 * cache and all its storage are cleared. A returning visit keeps them, after the shopper's stored
 * cart and consent were put back (bench/returning-visit.ts). Pages and visits take turns run by
 * run, so that other work on the machine weighs on all of them alike.
 */
export async function measureLighthouse(
  pages: BenchPage[],
  productPath: string,
  reportDir: string,
): Promise<{ throttle: Throttle; results: LighthouseResult[] }> {
  mkdirSync(reportDir, { recursive: true });
  const chrome = await launchChrome();
  const bare = pages.find((page) => page.key === 'bare');
  if (!bare) throw new Error('no bare route to calibrate against');
  const runs = new Map<string, { lhr: Result; summary: LighthouseRun }[]>();
  const slot = (key: PageKey, visit: Visit) => `${key} ${visit}`;
  try {
    const throttle = await calibrate(`${STORE_ORIGIN}${bare.path}`, chrome.port);
    console.log(`bench: benchmarkIndex ${throttle.benchmarkIndex}, CPU slowdown ${throttle.cpuSlowdown}x`);
    const throttling = { cpuSlowdownMultiplier: throttle.cpuSlowdown };
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
      for (const visit of VISITS) {
        if (visit === 'returning') await seedReturning(chrome.port, productPath);
        for (const page of pages) {
          const lhr = await audit(`${STORE_ORIGIN}${page.path}`, chrome.port, { throttling, ...(visit === 'returning' ? KEEP_STORAGE : CLEAR_STORAGE) });
          if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== throttle.cpuSlowdown) {
            throw new Error(
              `Lighthouse ran ${page.key} at ${lhr.configSettings.throttling.cpuSlowdownMultiplier}x, not the calibrated ${throttle.cpuSlowdown}x`,
            );
          }
          const key = slot(page.key, visit);
          runs.set(key, [...(runs.get(key) ?? []), { lhr, summary: summarize(lhr) }]);
        }
      }
      console.log(`bench: lighthouse run ${run} of ${LIGHTHOUSE_RUNS} done`);
    }
    const results = VISITS.flatMap((visit) =>
      pages.map((page): LighthouseResult => {
        const pageRuns = runs.get(slot(page.key, visit)) ?? [];
        const byPerformance = [...pageRuns].sort((a, b) => a.summary.scores.performance - b.summary.scores.performance);
        const median = byPerformance[Math.floor(byPerformance.length / 2)];
        if (!median) throw new Error(`no Lighthouse run of ${page.key} to take the median of`);
        const reportFile = `${reportDir}/${page.key}-${visit}.json`;
        writeFileSync(reportFile, JSON.stringify(median.lhr));
        const summaries = pageRuns.map((one) => one.summary);
        return {
          key: page.key,
          visit,
          url: `${STORE_ORIGIN}${page.path}`,
          median: median.summary,
          performanceScores: summaries.map((one) => one.scores.performance),
          mainThreadMs: figures(summaries.map((one) => one.mainThreadMs)),
          tbtMs: figures(summaries.map((one) => one.tbtMs)),
          lcpMs: figures(summaries.map((one) => one.lcpMs)),
          benchmarkIndexes: summaries.map((one) => Math.round(one.benchmarkIndex)),
          reportFile,
        };
      }),
    );
    return { throttle, results };
  } finally {
    await chrome.stop();
  }
}

/** The returning shopper's cart and consent, put into Lighthouse's Chromium from a tab of its own. */
async function seedReturning(port: number, productPath: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Lighthouse's Chromium has no browser context");
    const page = await context.newPage();
    await becomeReturning(page, productPath);
    await page.close();
  } finally {
    await browser.close();
  }
}
