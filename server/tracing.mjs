/**
 * Traces over OTLP/HTTP when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (decision 0045): a span per
 * request here, one per backend call in the shop's client (platform/api/request.ts, platform/bff/
 * forward.ts), which passes the context on as `traceparent`. Next registers nothing of its own: once a
 * tracer provider is global it adds its spans (render, route handler, fetch) under the request's.
 * Without the variable the SDK is never loaded; `@opentelemetry/api` alone answers with no-ops.
 */
function scheduleDelay(env) {
  const ms = Number(env.OTEL_BSP_SCHEDULE_DELAY);
  return Number.isInteger(ms) && ms > 0 ? ms : undefined;
}

export async function startTracing(env = process.env) {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  const [
    api,
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator },
    { BatchSpanProcessor, TracerProvider },
    { OTLPTraceExporter },
    { resourceFromAttributes },
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'parts-storefront' }),
    // The exporter reads the endpoint (and OTEL_EXPORTER_OTLP_HEADERS) from the environment itself;
    // spans go out in batches, every 5 s unless OTEL_BSP_SCHEDULE_DELAY says otherwise (in ms).
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: scheduleDelay(env) })],
  });
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  return { api, tracer: api.trace.getTracer('parts-storefront'), shutdown: () => provider.shutdown() };
}
