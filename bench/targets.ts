import { TARGETS } from '@/bench/config';
import type { CookieAlertJs, FirstLoadJs } from '@/bench/first-load-js';
import type { LighthouseResult } from '@/bench/lighthouse';
import { CATALOG_PAGES, type PageKey } from '@/bench/pages';
import type { Throughput } from '@/bench/throughput';
import type { TypeaheadLatency } from '@/bench/typeahead';

export interface Verdict {
  part: 'throughput' | 'lighthouse' | 'first-load JS';
  page: PageKey;
  pass: boolean;
  detail: string;
  /** What keeps a missed target from passing, where the measurement itself can tell. */
  heldBackBy: string[];
}

export const kB = (bytes: number) => bytes / 1000;

function byKey<T extends { key: PageKey }>(results: T[], key: PageKey): T {
  const found = results.find((result) => result.key === key);
  if (!found) throw new Error(`no ${key} result`);
  return found;
}

/** Rounded down, so that a ratio just under a target never prints as meeting it. */
export function percent(ratio: number): string {
  return `${(Math.floor(ratio * 1000) / 10).toFixed(1)}%`;
}

const failures = (result: Throughput) => result.non2xx + result.errors;

export function throughputVerdicts(results: Throughput[]): Verdict[] {
  const floor = byKey(results, 'floor');
  return CATALOG_PAGES.map((key) => {
    const page = byKey(results, key);
    const ratio = page.requestsPerSecond / floor.requestsPerSecond;
    const notes = [
      ...(failures(page) > 0 ? [`${failures(page)} failed or non-2xx responses`] : []),
      // A floor that failed under load is no yardstick: no ratio against it can pass.
      ...(failures(floor) > 0 ? [`the floor route itself had ${failures(floor)} failed responses`] : []),
    ];
    return {
      part: 'throughput',
      page: key,
      pass: ratio >= TARGETS.minThroughputRatio && notes.length === 0,
      detail: [`${percent(ratio)} of the floor route's req/s (target >= ${percent(TARGETS.minThroughputRatio)})`, ...notes].join(', '),
      heldBackBy: [
        `served: ${page.servedFrom}; the floor route: ${floor.servedFrom}`,
        `HTML ${kB(page.htmlBytes).toFixed(1)} kB against the floor route's ${kB(floor.htmlBytes).toFixed(1)} kB`,
        `p99 ${page.p99Ms} ms against the floor route's ${floor.p99Ms} ms`,
      ],
    };
  });
}

export function lighthouseVerdicts(results: LighthouseResult[]): Verdict[] {
  const floor = byKey(results, 'floor').median;
  return CATALOG_PAGES.flatMap((key): Verdict[] => {
    const page = byKey(results, key).median;
    const { scores } = page;
    const minPerformance = floor.scores.performance - TARGETS.maxPerformanceDrop;
    const others = (['accessibility', 'best-practices', 'seo'] as const).map(
      (category): Verdict => ({
        part: 'lighthouse',
        page: key,
        pass: scores[category] >= TARGETS.otherScores,
        detail: `${category} ${scores[category]} (target ${TARGETS.otherScores})`,
        heldBackBy: page.failing[category] ?? [],
      }),
    );
    return [
      {
        part: 'lighthouse',
        page: key,
        pass: scores.performance >= minPerformance,
        detail: `performance ${scores.performance}, floor route ${floor.scores.performance} (target >= ${minPerformance})`,
        heldBackBy: [
          `LCP ${Math.round(page.lcpMs)} ms (floor ${Math.round(floor.lcpMs)} ms)`,
          `TBT ${Math.round(page.tbtMs)} ms (floor ${Math.round(floor.tbtMs)} ms)`,
          ...page.heaviestScripts,
        ],
      },
      ...others,
      {
        part: 'lighthouse',
        page: key,
        pass: page.cls <= TARGETS.maxCls,
        detail: `CLS ${page.cls.toFixed(3)} (target <= ${TARGETS.maxCls})`,
        heldBackBy: page.layoutShifts,
      },
    ];
  });
}

/** Largest chunks a page loads that the floor route does not: the JavaScript the page itself adds. */
export function extraChunks(page: FirstLoadJs, floor: FirstLoadJs) {
  const shared = new Set(floor.chunks.map((chunk) => chunk.path));
  return page.chunks.filter((chunk) => !shared.has(chunk.path));
}

/** The cookie alert's cost: what a first visit loads that a shopper with a stored choice does not. */
export function cookieAlertVerdict(alert: CookieAlertJs): Verdict {
  const added = kB(alert.firstVisit.gzipBytes - alert.chosen.gzipBytes);
  return {
    part: 'first-load JS',
    page: 'floor',
    pass: added <= TARGETS.maxCookieAlertJsKb,
    detail: `the cookie alert adds ${added.toFixed(1)} kB gzip to a first visit (target <= ${TARGETS.maxCookieAlertJsKb} kB)`,
    heldBackBy: alert.alertChunks.map((chunk) => `${chunk.path} ${kB(chunk.gzipBytes).toFixed(1)} kB`),
  };
}

export function firstLoadJsVerdicts(results: FirstLoadJs[]): Verdict[] {
  const floor = byKey(results, 'floor');
  const limits: [PageKey, number][] = [...CATALOG_PAGES.map((key): [PageKey, number] => [key, TARGETS.maxJsExcessKb]), ['checkout', TARGETS.maxCheckoutJsExcessKb]];
  return limits.map(([key, limit]) => {
    const page = byKey(results, key);
    const excess = kB(page.gzipBytes - floor.gzipBytes);
    const extra = extraChunks(page, floor);
    return {
      part: 'first-load JS',
      page: key,
      pass: excess <= limit,
      detail: `${excess.toFixed(1)} kB gzip above the floor route (target <= ${limit} kB)`,
      heldBackBy: extra.slice(0, 5).map((chunk) => `${chunk.path} ${kB(chunk.gzipBytes).toFixed(1)} kB`),
    };
  });
}

/** A repeated search query, served from the page cache: a share of the floor route's req/s and a p99. */
export function searchThroughputVerdict(results: Throughput[]): Verdict {
  const floor = byKey(results, 'floor');
  const search = byKey(results, 'search');
  const ratio = search.requestsPerSecond / floor.requestsPerSecond;
  const pass =
    ratio >= TARGETS.minSearchThroughputRatio && search.p99Ms < TARGETS.maxSearchP99Ms && failures(search) === 0 && failures(floor) === 0;
  return {
    part: 'throughput',
    page: 'search',
    pass,
    detail: `repeated query ${percent(ratio)} of the floor route's req/s (target >= ${percent(TARGETS.minSearchThroughputRatio)}), p99 ${search.p99Ms} ms (target < ${TARGETS.maxSearchP99Ms} ms)`,
    heldBackBy: [
      `served: ${search.servedFrom}`,
      `HTML ${kB(search.htmlBytes).toFixed(1)} kB against the floor route's ${kB(floor.htmlBytes).toFixed(1)} kB`,
      ...(failures(search) > 0 ? [`${failures(search)} failed or non-2xx responses`] : []),
    ],
  };
}

export function typeaheadVerdict(typeahead: TypeaheadLatency): Verdict {
  const failed = typeahead.non2xx + typeahead.errors;
  return {
    part: 'throughput',
    page: 'search',
    pass: typeahead.p95Ms < TARGETS.maxTypeaheadP95Ms && failed === 0,
    detail: `typeahead calls p95 ${typeahead.p95Ms} ms with ${typeahead.connections} shoppers typing (target < ${TARGETS.maxTypeaheadP95Ms} ms)`,
    heldBackBy: [
      `p99 ${typeahead.p99Ms} ms, ${typeahead.requestsPerSecond.toFixed(1)} calls/s, each forwarded to the backend`,
      ...(failed > 0 ? [`${failed} failed or non-2xx responses`] : []),
    ],
  };
}
