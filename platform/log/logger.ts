/** The server's one logger (platform/log/pino-logger.mjs), plain JavaScript so server/serve.mjs shares it. */
export { logger } from '@/platform/log/pino-logger.mjs';
