import { randomUUID } from 'node:crypto';
import { installBackendObserver } from '../platform/api/backend-observer.mjs';
import { clientPseudonym } from '../platform/log/client-pseudonym.mjs';
import { logger } from '../platform/log/pino-logger.mjs';
import { withRecord } from '../platform/log/request-record.mjs';
import { collectRuntimeMetrics, httpDuration, httpRequests, watchRedis } from '../platform/metrics/shop-metrics.mjs';
import { redisClient } from '../platform/cache/redis-client.mjs';
import { metricsPort, serveMetrics } from './metrics-server.mjs';
import { startTracing } from './tracing.mjs';

/**
 * How the shop observes itself where its HTTP server answers (decision 0045): only here are the
 * final status and the whole duration known, which the proxy never sees. Each request gets a
 * record (platform/log/request-record.mjs) that Next's side fills in; when the answer is sent or
 * the client goes away, the record becomes one log line, the request metrics and the end of the
 * request's span.
 */

/** Sent or not: a client that went away before the answer got none, logged as nginx does. */
const CLIENT_CLOSED = 499;

/** The fields of the request's log line; the client only as a pseudonym (decision 0044). */
export function requestLine(record, request, status, seconds, traceId) {
  return {
    reqId: record.id,
    method: request.method,
    route: record.route ?? 'other',
    storefront: record.storefront ?? 'none',
    status,
    durationMs: Math.round(seconds * 10000) / 10,
    cache: record.cache ?? 'none',
    client: clientPseudonym(request.headers['x-forwarded-for'] ?? 'unknown'),
    ...(traceId ? { traceId } : {}),
  };
}

/** Starts the metrics server and tracing as the environment says; wraps the request handler. */
export async function observeRequests(answer, env = process.env) {
  collectRuntimeMetrics();
  if (env.REDIS_URL) watchRedis(() => Boolean(redisClient(env)?.isReady));
  const port = metricsPort(env);
  if (port !== null) {
    const host = env.METRICS_HOST || '127.0.0.1';
    await serveMetrics(port, host);
    logger.info({ port, host }, `metrics on http://${host}:${port}/metrics`);
  }
  const tracing = await startTracing(env);
  installBackendObserver();

  return (request, response) => {
    const record = { id: randomUUID(), start: process.hrtime.bigint() };
    response.setHeader('x-request-id', record.id);
    const span = tracing?.tracer.startSpan(`${request.method} request`, {
      kind: tracing.api.SpanKind.SERVER,
      attributes: { 'http.request.method': request.method },
    });
    response.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - record.start) / 1e9;
      const status = response.writableFinished ? response.statusCode : CLIENT_CLOSED;
      const route = record.route ?? 'other';
      const storefront = record.storefront ?? 'none';
      const labels = { route, storefront, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
      // The pseudonym's keyed hash is worth making only for a line that is written.
      if (logger.isLevelEnabled('info')) logger.info(requestLine(record, request, status, seconds, span?.spanContext().traceId), 'request');
      if (span) {
        span.updateName(`${request.method} ${route}`);
        span.setAttributes({ 'http.route': route, 'http.response.status_code': status, 'shop.storefront': storefront, 'shop.request_id': record.id });
        if (status >= 500) span.setStatus({ code: tracing.api.SpanStatusCode.ERROR });
        span.end();
      }
    });
    const run = () => withRecord(record, () => answer(request, response));
    return span ? tracing.api.context.with(tracing.api.trace.setSpan(tracing.api.context.active(), span), run) : run();
  };
}
