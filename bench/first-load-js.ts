import { gzipSync } from 'node:zlib';
import { chromium, devices, type Browser, type BrowserContext } from '@playwright/test';
import { onCleanup } from '@/bench/cleanup';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, STORE_ORIGIN } from '@/bench/config';
import type { BenchPage, PageKey } from '@/bench/pages';
import { CONSENT_COOKIE, NECESSARY_ONLY } from '@/platform/consent/consent';

export type ZodBuild = 'classic' | 'mini';

export interface Chunk {
  path: string;
  gzipBytes: number;
  /**
   * The zod build whose schemas the chunk holds: a catalog page's first load should hold none
   * (decisions 0015 and 0021).
   */
  zod: ZodBuild | null;
}

/**
 * Names only each build has: its object schema's constructor name survives minifying as a string.
 * The shared core's is "$ZodObject", which both builds carry.
 */
const ZOD_BUILDS: readonly [ZodBuild, RegExp][] = [
  ['classic', /["'`]ZodObject["'`]/],
  ['mini', /["'`]ZodMiniObject["'`]/],
];

export function zodBuildIn(script: string): ZodBuild | null {
  return ZOD_BUILDS.find(([, name]) => name.test(script))?.[0] ?? null;
}

export interface FirstLoadJs {
  key: PageKey;
  path: string;
  gzipBytes: number;
  chunks: Chunk[];
  /** What the page hydrates besides its scripts (issue 30): the HTML's inline flight data, in bytes. */
  flightBytes: number;
  /** The elements of the page's document once the network is idle. */
  domElements: number;
}

/** React's flight data in the HTML: the inline `self.__next_f.push(...)` scripts hydration reads. */
const FLIGHT_SCRIPT = /<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>/g;

/** The bytes of the flight data a page's HTML carries inline, as sent (before compression). */
export function inlineFlightBytes(html: string): number {
  let bytes = 0;
  for (const [, script = ''] of html.matchAll(FLIGHT_SCRIPT)) bytes += Buffer.byteLength(script, 'utf8');
  return bytes;
}

type PageLoad = Pick<FirstLoadJs, 'chunks' | 'flightBytes' | 'domElements'>;

/**
 * The app's JavaScript a phone downloads to show `url`: every /_next/static script fetched until the
 * network is idle, hydration's own lazy chunks included, with the page's flight data and DOM size. Sizes are the bodies gzipped at zlib's
 * default level, as `next start` compresses them (its chunked responses carry no Content-Length).
 */
async function scriptsOf(context: BrowserContext, url: string): Promise<PageLoad> {
  const page = await context.newPage();
  // A link prefetch loads the code of the page it points to: another route's cost, not this one's.
  await page.route('**/*', (route) => (route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue()));
  const chunks = new Map<string, Promise<Chunk>>();
  page.on('response', (response) => {
    const { origin, pathname } = new URL(response.url());
    if (origin !== STORE_ORIGIN || !pathname.startsWith('/_next/static/') || !pathname.endsWith('.js')) return;
    if (chunks.has(pathname)) return;
    chunks.set(
      pathname,
      response.body().then((body) => ({ path: pathname, gzipBytes: gzipSync(body).length, zod: zodBuildIn(body.toString('utf8')) })),
    );
  });
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    return {
      chunks: (await Promise.all(chunks.values())).sort((a, b) => b.gzipBytes - a.gzipBytes),
      flightBytes: inlineFlightBytes(await response.text()),
      domElements: await page.evaluate(() => document.getElementsByTagName('*').length),
    };
  } finally {
    await page.close();
  }
}

/** A shopper who has made their cookie choice: the alert's code is never fetched. */
const CHOSEN = { name: CONSENT_COOKIE, value: String(NECESSARY_ONLY), url: STORE_ORIGIN };

async function measure(browser: Browser, page: BenchPage, chosen: boolean): Promise<FirstLoadJs> {
  // A fresh context per page: an empty cache, as on a first visit.
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    if (chosen) await context.addCookies([CHOSEN]);
    const load = await scriptsOf(context, `${STORE_ORIGIN}${page.path}`);
    return { key: page.key, path: page.path, gzipBytes: load.chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), ...load };
  } finally {
    await context.close();
  }
}

async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, handleSIGINT: false });
  const stopBrowser = onCleanup(() => browser.close());
  try {
    return await work(browser);
  } finally {
    await stopBrowser();
  }
}

/** Every page as a first visit sees it: with the cookie alert, which every first visit shows. */
export function measureFirstLoadJs(pages: BenchPage[]): Promise<FirstLoadJs[]> {
  return withBrowser(async (browser) => {
    const results: FirstLoadJs[] = [];
    for (const page of pages) results.push(await measure(browser, page, false));
    return results;
  });
}

export interface CookieAlertJs {
  /** The floor route of a first visit, alert shown. */
  firstVisit: FirstLoadJs;
  /** The same route once a choice is stored. */
  chosen: FirstLoadJs;
  /** The chunks only the first visit loads: the alert's own code. */
  alertChunks: Chunk[];
}

/** What the cookie alert adds to a page: the floor route with and without a stored choice. */
export function measureCookieAlertJs(floor: BenchPage): Promise<CookieAlertJs> {
  return withBrowser(async (browser) => {
    const firstVisit = await measure(browser, floor, false);
    const chosen = await measure(browser, floor, true);
    const shared = new Set(chosen.chunks.map((chunk) => chunk.path));
    return { firstVisit, chosen, alertChunks: firstVisit.chunks.filter((chunk) => !shared.has(chunk.path)) };
  });
}
