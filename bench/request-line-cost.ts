/**
 * `npm run bench:request-line`: what logs and metrics add to each request, measured where they run
 * (bench/observer-cost.ts, docs/operating.md, OPS-59), as a share of a request's CPU time
 * (`PER_REQUEST_MS`, default the floor route's 2.0 ms on the bench's "off" server).
 */
import { keptThroughput, measureObserverCost } from '@/bench/observer-cost';

const cost = measureObserverCost();
const perRequestMs = Number(process.env.PER_REQUEST_MS ?? 2.0);
const kept = keptThroughput(perRequestMs, cost);
console.log(
  `request wrapper: ${cost.bare.toFixed(2)} µs without it, ${cost.warn.toFixed(2)} µs with LOG_LEVEL=warn, ${cost.info.toFixed(2)} µs with info (best of ${cost.rounds} x ${cost.calls.toLocaleString('en')})`,
);
console.log(
  `logs and metrics cost ${(cost.info - cost.bare).toFixed(2)} µs a request: ${(kept * 100).toFixed(1)} % of the throughput kept at ${perRequestMs} ms of CPU a request (target >= 95 %)`,
);
