import { clientPseudonym } from '@/platform/log/client-pseudonym.mjs';
import { logger } from '@/platform/log/logger';

/**
 * What an operator watches for during an attack: each kind names one defence that acted. A line
 * carries the kind, the rule or route that acted, and a short pseudonym of the client, never an
 * e-mail address, token, order number or the client's address itself.
 */
export type SecurityEventKind = 'rate-limited' | 'locked-out' | 'link-refused' | 'origin-refused' | 'body-refused' | 'host-refused' | 'secret-refused';

export interface SecurityEventFields {
  /** The limit, route or check that acted: a name from the code, never input. */
  rule: string;
  /** The client's rate-limit key (platform/http/request-origin.ts), logged only as a pseudonym. */
  client?: string;
  /** Seconds until the client may try again, for limits. */
  retryAfterSeconds?: number;
}

export function securityEvent(kind: SecurityEventKind, fields: SecurityEventFields): void {
  const { client, ...rest } = fields;
  logger.warn({ event: 'security', kind, ...rest, ...(client === undefined ? {} : { client: clientPseudonym(client) }) }, `security: ${kind}`);
}
