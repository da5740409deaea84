import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { logger } from '../log/pino-logger.mjs';
import { backendDuration, backendErrors } from '../metrics/shop-metrics.mjs';

/**
 * The watcher of platform/api/backend-watch.ts. Calls that worked and reads that found nothing
 * are `info` lines, failures `warn`, each with the request's id (platform/log/pino-logger.mjs). Without a tracer provider the
 * span is a no-op and no `traceparent` is set.
 */
const tracer = trace.getTracer('parts-storefront');

function failureFields(failure) {
  return failure.kind === 'http' ? { kind: 'http', status: failure.status } : { kind: failure.kind };
}

export const backendObserver = {
  start(call, headers) {
    const started = process.hrtime.bigint();
    const span = tracer.startSpan(`backend ${call}`, { kind: SpanKind.CLIENT, attributes: { 'shop.call': call } });
    propagation.inject(trace.setSpan(context.active(), span), headers);
    return {
      end(failure, foundNothing) {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const durationMs = Math.round(seconds * 10000) / 10;
        if (foundNothing) {
          backendDuration.observe({ call, outcome: 'absent' }, seconds);
          logger.info({ event: 'backend', call, durationMs, status: 404 }, `backend call ${call} found nothing`);
          span.setAttributes({ 'http.response.status_code': 404 });
        } else if (failure) {
          backendDuration.observe({ call, outcome: 'error' }, seconds);
          const fields = failureFields(failure);
          backendErrors.inc({ call, kind: fields.kind });
          logger.warn({ event: 'backend', call, durationMs, ...fields }, `backend call ${call} failed`);
          span.setStatus({ code: SpanStatusCode.ERROR });
          span.setAttributes({ 'shop.failure': fields.kind, ...(fields.status ? { 'http.response.status_code': fields.status } : {}) });
        } else {
          backendDuration.observe({ call, outcome: 'ok' }, seconds);
          logger.info({ event: 'backend', call, durationMs }, `backend call ${call}`);
        }
        span.end();
      },
    };
  },
};

const OBSERVER = Symbol.for('parts-storefront.backend-observer');

export function installBackendObserver() {
  globalThis[OBSERVER] = backendObserver;
}
