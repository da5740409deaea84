import type pino from 'pino';

export const logger: pino.Logger;
