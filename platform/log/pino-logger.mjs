import pino from 'pino';
import { currentRecord } from './request-record.mjs';

/**
 * The server's one logger: a JSON line per event on standard output, which a log shipper reads as
 * it is. `LOG_LEVEL` (trace, debug, info, warn, error, fatal, silent) sets how much; `info` unset.
 * One instance per process, held on globalThis: Next bundles route handlers, pages and the proxy
 * apart, each with its own copy of this module, and server/serve.mjs loads one more outside them.
 * A line logged while a request is answered carries that request's id (platform/log/request-record.mjs).
 */
const LOGGER = Symbol.for('parts-storefront.logger');

export const logger = (globalThis[LOGGER] ??= pino({
  level: process.env.LOG_LEVEL || 'info',
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  mixin: () => {
    const record = currentRecord();
    return record ? { reqId: record.id } : {};
  },
}));
