import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { isBenchBuild, pageExtensions } from './features/bench/bench-build';
import { PROXY_BODY_BUFFER, SERVER_ACTION_BODY_LIMIT } from './platform/http/body-limits';

const withNextIntl = createNextIntlPlugin('./platform/i18n/request.ts');

const TRACKING_VARIABLES = [
  'TAG_MANAGER_ORIGIN',
  'RECOMMENDATION_TRACKING_URL',
  ...['SV', 'NO', 'DA', 'FI', 'NL'].flatMap((code) => [`TAG_MANAGER_ID_${code}`, `RECOMMENDATION_WEBSITE_ID_${code}`]),
];

const config: NextConfig = {
  reactStrictMode: true,
  // The bench's routes are pages of the bench's build only (features/bench/bench-build.ts, decision 0034).
  pageExtensions: pageExtensions(process.env),
  poweredByHeader: false,
  // The deployable artifact (scripts/standalone.mjs, decision 0049): the server files with only the modules they use.
  output: 'standalone',
  // One prom-client per process: server/serve.mjs and every bundle of Next's register on its one
  // default registry, which the metrics server reads (docs/operating.md).
  serverExternalPackages: ['prom-client'],
  // Hashing every cached page for an ETag was most of what a cache hit cost the server (decision 0018).
  generateEtags: false,
  // Instances built apart must agree on the build to share a cache and serve each other's pages
  // (README, Running at scale): BUILD_ID names it; unset, Next picks a new one for every build.
  generateBuildId: () => process.env.BUILD_ID || null,
  // Pages and cached reads live in a bounded in-memory LRU, not unbounded on disk (decision 0006), or
  // in Redis shared by every instance when REDIS_URL is set (decision 0013).
  cacheHandler: path.resolve('platform/cache/page-cache.mjs'),
  cacheMaxMemorySize: 0,
  // `unauthorized()`: the editors' preview page answers 401 without draft mode (decision 0010).
  // What Next may hold of a request body for the proxy, and the largest form a server action takes
  // (platform/http/body-limits.ts, decision 0028).
  experimental: { authInterrupts: true, proxyClientMaxBodySize: PROXY_BODY_BUFFER, serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT } },
  // Storefront domains are build-time configuration: server and browser must agree on them.
  env: {
    STORE_DOMAIN_SV: process.env.STORE_DOMAIN_SV ?? '',
    STORE_DOMAIN_NO: process.env.STORE_DOMAIN_NO ?? '',
    STORE_DOMAIN_DA: process.env.STORE_DOMAIN_DA ?? '',
    STORE_DOMAIN_FI: process.env.STORE_DOMAIN_FI ?? '',
    STORE_DOMAIN_NL: process.env.STORE_DOMAIN_NL ?? '',
    STORE_PORT: process.env.STORE_PORT ?? process.env.PORT ?? '3000',
    // Inlined, so that any other build drops the proxy's branch for the bench's bare route.
    SHOP_BENCH: isBenchBuild(process.env) ? '1' : '',
    // Tracking too (platform/tracking/tracking-config.ts): the browser loads the tags, the proxy's policy
    // must allow them, and cached pages were built with them.
    ...Object.fromEntries(TRACKING_VARIABLES.map((name) => [name, process.env[name] ?? ''])),
  },
  async headers() {
    // Every answer depends on the storefront, which comes from Host, or from X-Forwarded-Host when a
    // trusted proxy sets it (platform/http/request-origin.ts). Set here because Next replaces a proxy's Vary.
    return [{ source: '/:path*', headers: [{ key: 'Vary', value: 'Host, X-Forwarded-Host' }] }];
  },
};

export default withNextIntl(config);
