import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/chromium';
import { CLUSTER_PORT } from './tests/cluster/cluster-env';
import { NECESSARY_ONLY_STATE } from './tests/e2e/consent-state';
import { PURGE_SECRET } from './tests/e2e/page-cache-env';

/**
 * The shop at scale (issue 14): the E2E build served by `scripts/cluster.mjs`, two instances
 * sharing Redis behind HAProxy on the port the build's storefront domains name. It runs after the
 * E2E suite, which frees that port. One worker: the tests stop and start parts of the cluster.
 */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'tests/cluster',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-cluster' }]] : 'list',
  timeout: 60_000,
  use: { trace: 'retain-on-failure', launchOptions: chromium, storageState: NECESSARY_ONLY_STATE, ...devices['Desktop Chrome'] },
  projects: [{ name: 'cluster', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'node scripts/cluster.mjs serve',
    url: `http://127.0.0.1:${CLUSTER_PORT}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { CLUSTER_PORT: String(CLUSTER_PORT), MOCK_PORT: process.env.MOCK_PORT ?? '4010', PURGE_SECRET },
  },
});
