import { normalHost } from '@/platform/http/host-name.mjs';
import { STOREFRONT_CODES, STOREFRONTS } from '@/platform/storefronts/storefronts';

/**
 * What the shop makes of the host a request names, `requestHost()` already in its one spelling.
 * - `storefront`: one of the five storefront domains; its pages may be cached by anyone.
 * - `quick-look`: `localhost` or `127.0.0.1` on any port, where path prefixes (`/fi/...`) reach every
 *   storefront for checks and tools; also any other host while the deployment names no storefront
 *   domains, as on a developer's machine. Served, but kept by no shared cache: its URL does not say
 *   which storefront answered.
 * - `refused`: any other host once the storefront domains are configured. The load balancer's
 *   health check keeps its own host.
 */
export type HostStanding = 'storefront' | 'quick-look' | 'refused';

export interface StorefrontHosts {
  /** The storefront domains in their one spelling. */
  domains: readonly string[];
  /** Whether the deployment names its storefront domains (`STORE_DOMAIN_*`). */
  configured: boolean;
}

const QUICK_LOOK_NAMES = ['localhost', '127.0.0.1'];
const HEALTH_PATH = '/api/health';

export function hostStanding(host: string | null, pathname: string, hosts: StorefrontHosts): HostStanding {
  if (host !== null && hosts.domains.includes(host)) return 'storefront';
  if (host !== null && QUICK_LOOK_NAMES.includes(host.replace(/:\d+$/, ''))) return 'quick-look';
  return hosts.configured && pathname !== HEALTH_PATH ? 'refused' : 'quick-look';
}

/** This build's storefront hosts: the domains are inlined at build time (next.config.ts). */
export const STOREFRONT_HOSTS: StorefrontHosts = {
  domains: STOREFRONT_CODES.map((code) => normalHost(STOREFRONTS[code].domain)).filter((domain) => domain !== null),
  configured: [
    process.env.STORE_DOMAIN_SV,
    process.env.STORE_DOMAIN_NO,
    process.env.STORE_DOMAIN_DA,
    process.env.STORE_DOMAIN_FI,
    process.env.STORE_DOMAIN_NL,
  ].some(Boolean),
};
