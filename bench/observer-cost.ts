/**
 * What logs and metrics add to each request, measured where they run (docs/operating.md, OPS-59,
 * OPS-70): the request wrapper of server/observe.mjs, which every request of the shop passes
 * through (its id, its record, the request metrics and, at `info`, its log line written to a
 * file), called 200,000 times on a request that Next answers at once. Each level runs in a child
 * process of its own, so each has its own logger, and once more without the wrapper at all. The
 * bench prints it beside the end-to-end figure: how much of the added CPU the wrapper explains
 * (decision 0063).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CALLS = 200_000;
const ROUNDS = 3;

/** How a request passes: answered by Next alone, or through the wrapper at a log level. */
export type ObserverMode = 'bare' | 'warn' | 'info';

const child = (mode: ObserverMode) => `
const { EventEmitter } = await import('node:events');
const { observeRequests } = await import('./server/observe.mjs');
class Response extends EventEmitter {
  statusCode = 200;
  writableFinished = true;
  setHeader() {}
}
const request = { method: 'GET', headers: { 'x-forwarded-for': '127.0.0.1' } };
const answer = (_request, response) => {
  response.emit('close');
  return Promise.resolve();
};
const pass = ${mode === 'bare' ? 'answer' : 'await observeRequests(answer)'};
const best = [];
for (let round = 0; round < ${ROUNDS}; round++) {
  const started = process.hrtime.bigint();
  for (let call = 0; call < ${CALLS}; call++) pass(request, new Response());
  best.push(Number(process.hrtime.bigint() - started) / ${CALLS} / 1000);
}
process.stderr.write(String(Math.min(...best)));
process.exit(0);
`;

/** Microseconds per request in one mode: the best of the rounds, its lines written to a file. */
function microsecondsIn(mode: ObserverMode, directory: string): number {
  const log = openSync(join(directory, `${mode}.log`), 'w');
  try {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', child(mode)], {
      // No metrics port: a served port costs a request nothing until it is scraped, and two runs would meet on it.
      env: { ...process.env, LOG_LEVEL: mode === 'info' ? 'info' : 'warn', METRICS_PORT: '0', REDIS_URL: '', OTEL_EXPORTER_OTLP_ENDPOINT: '' },
      stdio: ['ignore', log, 'pipe'],
    });
    if (result.status !== 0) throw new Error(`the ${mode} run failed: ${result.stderr.toString()}`);
    return Number(result.stderr.toString());
  } finally {
    closeSync(log);
  }
}

export type ObserverCost = Record<ObserverMode, number> & { calls: number; rounds: number };

export function measureObserverCost(): ObserverCost {
  const directory = mkdtempSync(join(tmpdir(), 'observer-cost-'));
  try {
    return {
      bare: microsecondsIn('bare', directory),
      warn: microsecondsIn('warn', directory),
      info: microsecondsIn('info', directory),
      calls: CALLS,
      rounds: ROUNDS,
    };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * The share of the throughput kept with logs and metrics on, when the CPU is what limits it: a
 * request of the "off" server costs `offCpuMs` of CPU, the wrapper at `warn` included; without any
 * of it, a request costs that less what the wrapper at `warn` adds, and with all of it on, that
 * plus what the wrapper at `info` adds.
 */
export function keptThroughput(offCpuMs: number, cost: Pick<ObserverCost, 'bare' | 'warn' | 'info'>): number {
  const withoutMs = offCpuMs - Math.max(0, cost.warn - cost.bare) / 1000;
  const withMs = withoutMs + Math.max(0, cost.info - cost.bare) / 1000;
  return withoutMs / withMs;
}
