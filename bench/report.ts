import type { ThroughputSettings } from '@/bench/config';
import type { FirstLoadJs } from '@/bench/first-load-js';
import type { Figures } from '@/bench/calibration';
import type { InteractionResult } from '@/bench/interactions';
import type { LighthouseResult, Throttle } from '@/bench/lighthouse';
import type { InstrumentationCost, Throughput } from '@/bench/throughput';
import { extraChunks, kB, percent, type Verdict } from '@/bench/targets';
import type { TypeaheadLatency } from '@/bench/typeahead';
import type { QuickOrderTiming } from '@/bench/quick-order';

type Cell = string | number;

/** A plain-text table: text columns left-aligned, numbers right-aligned. */
function table(title: string, headers: string[], rows: Cell[][]): string {
  const text = rows.map((row) => row.map(String));
  const widths = headers.map((header, column) => Math.max(header.length, ...text.map((row) => row[column]?.length ?? 0)));
  const numeric = headers.map((_, column) => rows.every((row) => typeof row[column] === 'number'));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [`\n${title}`, line(headers), line(widths.map((width) => '-'.repeat(width))), ...text.map(line)].join('\n');
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** The cells every throughput table shares, from req/s to the share of its yardstick. */
function loadCells(r: Throughput, yardstick: Throughput | undefined): Cell[] {
  return [
    round(r.requestsPerSecond, 1),
    r.roundsRequestsPerSecond.map((value) => round(value)).join('-'),
    r.p99Ms,
    r.non2xx,
    r.errors,
    yardstick ? percent(r.requestsPerSecond / yardstick.requestsPerSecond) : '',
    round(kB(r.htmlBytes), 1),
  ];
}

export function throughputTable(results: Throughput[], settings: ThroughputSettings): string {
  const floor = results.find((result) => result.key === 'floor');
  return table(
    `(a) Throughput: autocannon, ${settings.connections} connections, ${settings.durationSeconds} s per page in ${settings.rounds} interleaved rounds`,
    ['page', 'path', 'req/s', 'rounds min-max', 'p99 ms', 'non-2xx', 'errors', 'vs floor', 'HTML kB', 'served'],
    results.map((r) => [r.key, r.path, ...loadCells(r, floor), r.servedFrom.startsWith('cache') ? r.servedFrom : 'per request']),
  );
}

/** The pages rendered per request against the per-request floor route (docs/operating.md, OPS-52). */
export function perRequestTable(results: Throughput[], settings: ThroughputSettings): string {
  const floor = results.find((result) => result.key === 'floor-rendered');
  return table(
    `(a) Rendered per request: autocannon, ${settings.connections} connections, ${settings.durationSeconds} s per page in ${settings.rounds} interleaved rounds`,
    ['page', 'path', 'req/s', 'rounds min-max', 'p99 ms', 'non-2xx', 'errors', 'vs per-request floor', 'HTML kB', 'asked / distinct'],
    results.map((r) => [
      r.key,
      r.asked === undefined ? r.path : `${r.path}?q=<each its own>`,
      ...loadCells(r, floor),
      r.asked === undefined ? '' : `${r.asked} / ${r.distinct}`,
    ]),
  );
}

export function instrumentationTable(cost: InstrumentationCost, settings: ThroughputSettings): string {
  const row = (name: string, figures: InstrumentationCost['instrumented']) => [
    name,
    round(figures.requestsPerSecond, 1),
    figures.roundsRequestsPerSecond.map((value) => round(value)).join('-'),
    figures.cpuMsPerRequest.toFixed(3),
    figures.p99Ms,
    figures.non2xx,
    figures.errors,
  ];
  const line = (name: string, comparison: InstrumentationCost['comparison']) =>
    `${name}: median round ${percent(comparison.medianRatio)}, all requests ${percent(comparison.totalsRatio)}, rounds ${percent(comparison.spread[0])} to ${percent(comparison.spread[1])} (${comparison.pairRatios.map((ratio) => percent(ratio)).join(' ')})`;
  const on = cost.control ? 'A: off (control)' : 'on (LOG_LEVEL=info, metrics served)';
  return [
    table(
      `(a) Instrumentation${cost.control ? ', A/A control' : ''}: ${cost.path} on two servers of one build started alike, ${settings.connections} connections on each, ${cost.rounds} rounds of ${cost.roundSeconds} s side by side, each on a fresh pair of servers`,
      ['logs and metrics', 'req/s', 'rounds min-max', 'CPU ms/request', 'p99 ms', 'non-2xx', 'errors'],
      [row(on, cost.instrumented), row('off (LOG_LEVEL=warn, METRICS_PORT=0)', cost.uninstrumented)],
    ),
    line('requests per CPU second, on / off', cost.capacity),
    line('req/s, on / off', cost.comparison),
    `request wrapper where it runs (bench/observer-cost.ts): ${cost.observer.bare.toFixed(2)} µs without it, ${cost.observer.warn.toFixed(2)} µs at warn, ${cost.observer.info.toFixed(2)} µs at info (best of ${cost.observer.rounds} x ${cost.observer.calls.toLocaleString('en')})`,
  ].join('\n');
}

export function typeaheadTable(result: TypeaheadLatency, settings: ThroughputSettings): string {
  return table(
    `(a) Typeahead: autocannon, ${settings.connections} connections typing ${result.paths.length / 2} keystrokes (2 calls each) for ${settings.durationSeconds} s`,
    ['calls/s', 'p95 ms', 'p99 ms', 'non-2xx', 'errors'],
    [[round(result.requestsPerSecond, 1), result.p95Ms, result.p99Ms, result.non2xx, result.errors]],
  );
}

export function quickOrderTable(result: QuickOrderTiming): string {
  return table(
    `(a) Quick order: ${result.lines} lines pasted until every line shows resolved (${result.debounceMs} ms of typing's rest included), Chromium, ${result.msOfEachRun.length} runs`,
    ['median ms', 'each run ms', 'look-ups', 'batch size'],
    [[result.medianMs, result.msOfEachRun.join(' '), result.lookups, result.batchSize]],
  );
}

const spread = (figures: Figures) => `${round(figures.median)} (${round(figures.min)}-${round(figures.max)})`;

/** Every page and visit on the calibrated phone, each figure the median of the runs with their spread (OPS-61). */
export function lighthouseTable(results: LighthouseResult[], throttle: Throttle, runs: number): string {
  return table(
    `(b) Lighthouse 12, mobile preset, CPU slowdown ${throttle.cpuSlowdown}x from benchmarkIndex ${throttle.benchmarkIndex}, median (min-max) of ${runs} runs; scores of the median run by performance`,
    ['page', 'visit', 'perf', 'a11y', 'best-pr.', 'seo', 'main thread ms', 'TBT ms', 'LCP ms', 'CLS', 'perf of each run', 'benchmarkIndex of each run'],
    results.map(({ key, visit, median: m, performanceScores, mainThreadMs, tbtMs, lcpMs, benchmarkIndexes }) => [
      key,
      visit,
      m.scores.performance,
      m.scores.accessibility,
      m.scores['best-practices'],
      m.scores.seo,
      spread(mainThreadMs),
      spread(tbtMs),
      spread(lcpMs),
      m.cls.toFixed(3),
      performanceScores.join(' '),
      benchmarkIndexes.join(' '),
    ]),
  );
}

/** Each interaction's latency on the calibrated phone, the control first (OPS-64). */
export function interactionsTable(results: InteractionResult[], throttle: Throttle, runs: number): string {
  return table(
    `(b) Interactions: Event Timing, Chromium at CPU slowdown ${throttle.cpuSlowdown}x from benchmarkIndex ${throttle.benchmarkIndex}, median (min-max) of ${runs} runs, the control's of one before every other flow`,
    ['interaction', 'visit', 'page', 'ms', 'each run ms'],
    results.map((r) => [r.name, r.visit, r.page, spread(r.ms), r.msOfEachRun.join(' ')]),
  );
}

export function firstLoadJsTable(results: FirstLoadJs[]): string {
  const bare = results.find((result) => result.key === 'bare');
  const floor = results.find((result) => result.key === 'floor');
  const over = (r: FirstLoadJs, base: FirstLoadJs | undefined) => (base ? round(kB(r.gzipBytes - base.gzipBytes), 1) : '');
  return table(
    "(c) First-load JavaScript, gzip, and the HTML's inline flight data, uncompressed (kB = 1000 bytes)",
    ['page', 'kB', 'over bare kB', 'over floor kB', 'chunks', 'not on floor', 'flight data kB', 'DOM elements'],
    results.map((r) => [
      r.key,
      round(kB(r.gzipBytes), 1),
      over(r, bare),
      over(r, floor),
      r.chunks.length,
      floor ? extraChunks(r, floor).length : '',
      round(kB(r.flightBytes), 1),
      r.domElements,
    ]),
  );
}

/** Which pages' first load carries zod, which build, and in which chunk: a finding, not a target. */
export function zodLine(results: FirstLoadJs[]): string {
  const found = results.flatMap((r) => r.chunks.filter((chunk) => chunk.zod !== null).map((chunk) => ({ key: r.key, chunk })));
  if (found.length === 0) return `zod in the first load: none of ${results.map((r) => r.key).join(', ')}.`;
  const chunks = [...new Map(found.map(({ chunk }) => [chunk.path, chunk])).values()];
  const pages = [...new Set(found.map(({ key }) => key))];
  const named = chunks.map((chunk) => `${chunk.zod === 'classic' ? 'classic' : 'zod/mini'} ${chunk.path} ${round(kB(chunk.gzipBytes), 1)} kB`);
  return `zod in the first load: ${pages.join(', ')} (${named.join(', ')}).`;
}

export function verdictLines(verdicts: Verdict[]): string {
  const lines = verdicts.flatMap((verdict) => {
    const head = `${verdict.pass ? 'met   ' : 'MISSED'}  ${verdict.part} ${verdict.page}: ${verdict.detail}`;
    const why = verdict.pass ? [] : verdict.heldBackBy.map((reason) => `        ${reason}`);
    return [head, ...why];
  });
  const missed = verdicts.filter((verdict) => !verdict.pass).length;
  return ['\nTargets', ...lines, `${verdicts.length - missed} of ${verdicts.length} targets met.`].join('\n');
}
