import type * as api from '@opentelemetry/api';

export function startTracing(env?: Record<string, string | undefined>): Promise<{ api: typeof api; tracer: api.Tracer; shutdown: () => Promise<void> } | null>;
