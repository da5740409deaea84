import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestRecord } from '../platform/log/request-record.mjs';

type Answer = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export function requestLine(record: RequestRecord, request: IncomingMessage, status: number, seconds: number, traceId?: string): Record<string, unknown>;
export function observeRequests(answer: Answer, env?: Record<string, string | undefined>): Promise<Answer>;
