import type { IncomingMessage, ServerResponse } from 'node:http';

export const READY_PATH: string;
export function drainTimings(env: Record<string, string | undefined>): { drainMs: number; graceMs: number };
export function drainable(
  server: { close(): unknown; closeIdleConnections(): void; closeAllConnections(): void },
  timings: { drainMs: number; graceMs: number },
): {
  admit(request: IncomingMessage, response: ServerResponse): boolean;
  drain(): Promise<void>;
};
