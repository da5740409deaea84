import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/chromium';
import { NECESSARY_ONLY_STATE } from './tests/e2e/consent-state';
import { SERVER_TIMEOUT_MS } from './tests/e2e/fault-matrix/cells';
import { PAGE_CACHE_STATS_FILE, PURGE_SECRET } from './tests/e2e/page-cache-env';
import { PREVIEW_SECRET } from './tests/e2e/page-preview-env';
import { DESKTOP_FLOW, PHONE_FLOW } from './tests/e2e/storefronts';

/**
 * End-to-end tests run against the production build (server/serve.mjs) on the mocked backend, in
 * Debian's Chromium: Playwright never downloads a browser of its own here.
 */
const PORT = Number(process.env.STORE_PORT ?? 3000);
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
/**
 * Tests that break a read every page makes (the menu) or purge whole storefronts, and count what the
 * page cache holds: they run first, one at a time, before anything else renders.
 */
const FIRST_RENDERS = /page-cache\.spec\.ts|error-status\.spec\.ts/;
/**
 * Faults on the first render of views no other test renders: after those, before the other
 * projects, whose links could prefetch the views. Each fault is on a path of its own, so they run
 * side by side.
 */
const FIRST_RENDER_FAULTS = /fault-matrix[\\/]server\.spec\.ts/;
const FIRST = [FIRST_RENDERS, FIRST_RENDER_FAULTS];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A test that passes only on a second try hides a bug in the test or the shop: fix it instead.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromium,
    storageState: NECESSARY_ONLY_STATE,
  },
  projects: [
    { name: 'first-renders', testMatch: FIRST_RENDERS, workers: 1, use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'first-render-faults',
      dependencies: ['first-renders'],
      testMatch: FIRST_RENDER_FAULTS,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'desktop',
      dependencies: ['first-render-faults'],
      testIgnore: FIRST,
      grepInvert: new RegExp(PHONE_FLOW),
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    {
      name: 'phone',
      dependencies: ['first-render-faults'],
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      testMatch: /.*\.phone\.spec\.ts|.*\.both\.spec\.ts/,
      grepInvert: new RegExp(DESKTOP_FLOW),
    },
  ],
  webServer: {
    command: 'node scripts/with-mock-backend.mjs node server/serve.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      // The suite plays the load balancer: each test account signs in as a client of its own through
      // `X-Forwarded-For`, as shoppers do from their own addresses, or the whole suite would share
      // one client's rate limits. What a shop without a proxy in front believes is tested on a server
      // of its own (tests/e2e/security.spec.ts).
      TRUSTED_PROXY: '1',
      MOCK_PORT: process.env.MOCK_PORT ?? '4010',
      PURGE_SECRET,
      PREVIEW_SECRET,
      PAGE_CACHE_STATS_FILE,
      // No metrics port: suites of several worktrees share the machine (docs/operating.md, OPS-4).
      METRICS_PORT: '0',
      // A backend that never answers is given up sooner than in a shop (decision 0072).
      BACKEND_TIMEOUT_MS: String(SERVER_TIMEOUT_MS),
    },
  },
});
