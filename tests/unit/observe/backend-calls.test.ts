import { context, propagation, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { http, HttpResponse } from 'msw';
import pino from 'pino';
import { register } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { receivedTraceParents } from '@/mocks/rules/received-queries';
import { fetchCurrentDeal, fetchReviewSummary } from '@/platform/api/calls/content';
import { foundNothing } from '@/platform/api/backend-watch';
import { installBackendObserver } from '@/platform/api/backend-observer.mjs';
import { browserCall } from '@/platform/bff/browser-calls';
import { cartSyncOutcome, forwardBrowserCall } from '@/platform/bff/forward';
import { logger } from '@/platform/log/logger';
import { withRecord } from '@/platform/log/request-record.mjs';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import { withMockBackend } from '../mock-backend';

withMockBackend();

const spans = new InMemorySpanExporter();

beforeAll(() => {
  installBackendObserver();
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter: spans })] }));
});
afterAll(() => {
  trace.disable();
  propagation.disable();
  context.disable();
});

/** A counter's value, or a histogram's count, for the given labels. */
async function counted(name: string, labels: Record<string, string>): Promise<number> {
  const values = (await register.getSingleMetric(name)!.get()).values.filter((value) => !('metricName' in value) || value.metricName === `${name}_count`);
  return values.find((value) => Object.entries(labels).every(([key, label]) => value.labels[key] === label))?.value ?? 0;
}

/** A request's own span, as server/observe.mjs opens it, and its record. */
function inRequest<T>(id: string, answer: () => Promise<T>): Promise<T> {
  const span = trace.getTracer('test').startSpan('GET request');
  return context.with(trace.setSpan(context.active(), span), () => withRecord({ id, start: 0n }, answer)).finally(() => span.end());
}

describe("the server's backend calls (docs/operating.md, OPS-3, OPS-9 and OPS-12)", () => {
  it("send the request's trace context to the backend and log the call under the request's id", async () => {
    const info = vi.spyOn(logger, 'info');
    const before = await counted('shop_backend_call_duration_seconds', { call: 'currentDealSchema', outcome: 'ok' });
    const result = await inRequest('req-1', () => fetchCurrentDeal('sv'));
    expect(result.ok).toBe(true);
    const request = spans.getFinishedSpans().find((span) => span.name === 'GET request')!;
    const call = spans.getFinishedSpans().find((span) => span.name === 'backend currentDealSchema')!;
    expect(call.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(receivedTraceParents().at(-1)).toEqual({
      path: '/api/current-deal',
      traceparent: `00-${request.spanContext().traceId}-${call.spanContext().spanId}-01`,
    });
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ event: 'backend', call: 'currentDealSchema' }), 'backend call currentDealSchema');
    expect(await counted('shop_backend_call_duration_seconds', { call: 'currentDealSchema', outcome: 'ok' })).toBe(before + 1);
  });

  it('count a failure by call and kind, logged as a warning', async () => {
    server.use(http.get('*/api/current-deal', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    const warn = vi.spyOn(logger, 'warn');
    const before = await counted('shop_backend_call_errors_total', { call: 'currentDealSchema', kind: 'http' });
    await inRequest('req-2', () => fetchCurrentDeal('sv'));
    expect(await counted('shop_backend_call_errors_total', { call: 'currentDealSchema', kind: 'http' })).toBe(before + 1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ call: 'currentDealSchema', kind: 'http', status: 503 }),
      'backend call currentDealSchema failed',
    );
  });
});

describe('a read the backend answers 404 found nothing (docs/operating.md, OPS-72)', () => {
  it('is timed as absent, never counted as an error, and logged as info', async () => {
    server.use(http.get('*/api/review-summary', () => new HttpResponse(null, { status: 404 })));
    const info = vi.spyOn(logger, 'info');
    const warn = vi.spyOn(logger, 'warn');
    const errors = await counted('shop_backend_call_errors_total', { call: 'reviewSummarySchema', kind: 'http' });
    const absent = await counted('shop_backend_call_duration_seconds', { call: 'reviewSummarySchema', outcome: 'absent' });
    const result = await inRequest('req-3', () => fetchReviewSummary('nl'));
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 404 } });
    expect(await counted('shop_backend_call_errors_total', { call: 'reviewSummarySchema', kind: 'http' })).toBe(errors);
    expect(await counted('shop_backend_call_duration_seconds', { call: 'reviewSummarySchema', outcome: 'absent' })).toBe(absent + 1);
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ call: 'reviewSummarySchema', status: 404 }), 'backend call reviewSummarySchema found nothing');
    expect(warn).not.toHaveBeenCalledWith(expect.objectContaining({ call: 'reviewSummarySchema' }), expect.anything());
    const span = spans.getFinishedSpans().findLast((finished) => finished.name === 'backend reviewSummarySchema')!;
    expect(span.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('only for a read: a 404 to a POST, or any other status, is a failure', () => {
    expect(foundNothing('GET', { kind: 'http', status: 404 })).toBe(true);
    expect(foundNothing('POST', { kind: 'http', status: 404 })).toBe(false);
    expect(foundNothing('GET', { kind: 'http', status: 410 })).toBe(false);
    expect(foundNothing('GET', { kind: 'timeout', afterMs: 8000 })).toBe(false);
    expect(foundNothing('GET', null)).toBe(false);
  });
});

describe("the browser's calls through the shop (docs/operating.md, OPS-9 and OPS-8)", () => {
  const origin = storefrontOrigin(STOREFRONTS.sv);
  const sync = browserCall('POST', '/api/sync-cart')!;

  it('pass the trace context on and count a cart sync by its outcome', async () => {
    const before = await counted('shop_cart_syncs_total', { outcome: 'ok' });
    const body = JSON.stringify({ items: [] });
    const answer = await inRequest('req-3', () => forwardBrowserCall(sync, 'sv', new Request(`${origin}/api/sync-cart`, { method: 'POST', body }), body));
    expect(answer.status).toBe(200);
    expect(await counted('shop_cart_syncs_total', { outcome: 'ok' })).toBe(before + 1);
    const request = spans
      .getFinishedSpans()
      .filter((span) => span.name === 'GET request')
      .at(-1)!;
    expect(receivedTraceParents().at(-1)).toMatchObject({ path: '/api/sync-cart', traceparent: expect.stringContaining(request.spanContext().traceId) });
  });

  it('tell a refused cart sync from a failed one', () => {
    expect([200, 400, 409, 500, 502, 504].map(cartSyncOutcome)).toEqual(['ok', 'refused', 'refused', 'failed', 'failed', 'failed']);
  });
});

describe("the logger's lines (docs/operating.md, OPS-2)", () => {
  it('carry the id of the request they were logged for, and none outside a request', () => {
    const mixin = (logger as unknown as Record<symbol, () => object>)[pino.symbols.mixinSym]!;
    expect(withRecord({ id: 'req-4', start: 0n }, mixin)).toEqual({ reqId: 'req-4' });
    expect(mixin()).toEqual({});
  });
});
