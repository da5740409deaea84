/**
 * Deploys that lose nothing (docs/operating.md, OPS-20..24; decision 0046). On SIGTERM an instance
 * first only says it is no longer ready (`/api/ready` answers 503) and goes on serving whatever the
 * load balancer still sends, for `drainMs`, longer than the balancer takes to notice; then it stops
 * listening, lets every request under way finish, and exits. `/api/health` stays the liveness
 * answer: a draining instance is alive, only no longer to be given work.
 */
import { Gauge, register } from 'prom-client';

export const READY_PATH = '/api/ready';

/** Defaults for HAProxy checking every 500 ms and taking an instance out after 3 failed checks. */
const DEFAULT_DRAIN_MS = 3_000;
const DEFAULT_GRACE_MS = 25_000;

/**
 * `SHUTDOWN_DRAIN_MS` and `SHUTDOWN_GRACE_MS` (whole milliseconds, 0 allowed); a value that is no
 * such number stops the start rather than shutting down abruptly later.
 * @param {Record<string, string | undefined>} env
 */
export function drainTimings(env) {
  const read = (name, fallback) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    if (!/^\d{1,7}$/.test(text)) throw new Error(`${name} is a whole number of milliseconds, not "${text}"`);
    return Number(text);
  };
  return { drainMs: read('SHUTDOWN_DRAIN_MS', DEFAULT_DRAIN_MS), graceMs: read('SHUTDOWN_GRACE_MS', DEFAULT_GRACE_MS) };
}

/** Every bundle and server/serve.mjs may evaluate this module; a metric is registered once. */
function gauge(name, help) {
  return /** @type {Gauge} */ (register.getSingleMetric(name) ?? new Gauge({ name, help }));
}

/**
 * @param {{ close(): unknown; closeIdleConnections(): void; closeAllConnections(): void }} server
 * @param {{ drainMs: number; graceMs: number }} timings
 */
export function drainable(server, { drainMs, graceMs }) {
  const ready = gauge('shop_ready', '1 while the instance takes new requests, 0 from SIGTERM on');
  const inFlightGauge = gauge('shop_in_flight_requests', 'Requests the instance has begun and not yet answered');
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set();
  let draining = false;
  /** @type {() => void} */
  let allAnswered = () => undefined;
  ready.set(1);

  /**
   * Answers the readiness check itself (true) or counts the request as under way (false). While
   * draining every answer closes its connection, so keep-alive sockets end after their last answer.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  function admit(request, response) {
    if (request.url === READY_PATH) {
      response.writeHead(draining ? 503 : 200, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
      response.end(draining ? 'draining' : 'ready');
      return true;
    }
    if (draining) response.setHeader('connection', 'close');
    inFlight.add(response);
    inFlightGauge.inc();
    response.once('close', () => {
      inFlight.delete(response);
      inFlightGauge.dec();
      if (draining && inFlight.size === 0) allAnswered();
    });
    return false;
  }

  /** Resolves once the instance may exit: drained, and every request answered or out of time. */
  async function drain() {
    if (draining) return;
    draining = true;
    ready.set(0);
    for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    server.close();
    server.closeIdleConnections();
    if (inFlight.size > 0) {
      const answered = new Promise((resolve) => (allAnswered = () => resolve(undefined)));
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      await Promise.race([answered, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
    }
    server.closeAllConnections();
  }

  return { admit, drain };
}
