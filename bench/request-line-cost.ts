/**
 * `npm run bench:request-line`: what the logs and metrics add to each request, measured where they
 * run (docs/operating.md, OPS-59). The request line (its pseudonym and a pino line written to a file)
 * and the request metrics of server/observe.mjs, 200,000 times with LOG_LEVEL=info and again with
 * warn, in a child process each, so each has its own logger. The end-to-end pair of `npm run bench`
 * cannot resolve a few percent on a two-core machine (decision 0057); this can.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CALLS = 200_000;
const ROUNDS = 3;

const child = `
const { logger } = await import('./platform/log/pino-logger.mjs');
const { requestLine } = await import('./server/observe.mjs');
const { httpDuration, httpRequests } = await import('./platform/metrics/shop-metrics.mjs');
const record = { id: 'a6edaf19-6291-4a2b-bfcf-910b0f36c6f9', route: '/[locale]/bench-floor', storefront: 'sv', cache: 'hit' };
const request = { method: 'GET', headers: { 'x-forwarded-for': '127.0.0.1' } };
const best = [];
for (let round = 0; round < ${ROUNDS}; round++) {
  const started = process.hrtime.bigint();
  for (let call = 0; call < ${CALLS}; call++) {
    const labels = { route: record.route, storefront: record.storefront, status: '200' };
    httpRequests.inc(labels);
    httpDuration.observe(labels, 0.0015);
    if (logger.isLevelEnabled('info')) logger.info(requestLine(record, request, 200, 0.0015, undefined), 'request');
  }
  best.push(Number(process.hrtime.bigint() - started) / ${CALLS} / 1000);
}
process.stderr.write(String(Math.min(...best)));
`;

/** Microseconds per request at one log level: the best of the rounds, its lines written to a file. */
function microsecondsAt(level: 'info' | 'warn', directory: string): number {
  const log = openSync(join(directory, `${level}.log`), 'w');
  try {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', child], {
      env: { ...process.env, LOG_LEVEL: level },
      stdio: ['ignore', log, 'pipe'],
    });
    if (result.status !== 0) throw new Error(`the ${level} run failed: ${result.stderr.toString()}`);
    return Number(result.stderr.toString());
  } finally {
    closeSync(log);
  }
}

const directory = mkdtempSync(join(tmpdir(), 'request-line-'));
try {
  const on = microsecondsAt('info', directory);
  const off = microsecondsAt('warn', directory);
  const perRequestMs = Number(process.env.PER_REQUEST_MS ?? 1.65);
  const share = (on - off) / 1000 / perRequestMs;
  console.log(
    `request line and metrics: ${on.toFixed(2)} µs a request with LOG_LEVEL=info, ${off.toFixed(2)} µs with warn (best of ${ROUNDS} x ${CALLS.toLocaleString('en')})`,
  );
  console.log(`the line costs ${(on - off).toFixed(2)} µs: ${(share * 100).toFixed(2)} % of a ${perRequestMs} ms request (target <= 5 %)`);
} finally {
  rmSync(directory, { recursive: true, force: true });
}
