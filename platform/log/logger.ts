import pino from 'pino';

/**
 * The server's one logger: a JSON line per event on standard output, which a log shipper reads as
 * it is. `LOG_LEVEL` (trace, debug, info, warn, error, fatal, silent) sets how much; `info` unset.
 * One instance per process, held on globalThis: Next bundles route handlers, pages and the proxy
 * apart, each with its own copy of this module.
 */
const LOGGER = Symbol.for('parts-storefront.logger');
const holder = globalThis as typeof globalThis & { [LOGGER]?: pino.Logger };

export const logger: pino.Logger = (holder[LOGGER] ??= pino({
  level: process.env.LOG_LEVEL || 'info',
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
}));
