#!/usr/bin/env node
/**
 * The production build the browser tests run against: `npm run build` with tracking configured, as
 * a shop with a tag manager container and a recommendation provider would be. Tag manager ids are
 * made up (the tests answer Google's host themselves; nothing leaves the machine); the
 * recommendation tracking URL is the mocked backend's. tests/e2e/tracking.ts names the same values.
 */
import { spawn } from 'node:child_process';

const mockPort = process.env.MOCK_PORT || '4010';
const env = {
  ...process.env,
  RECOMMENDATION_TRACKING_URL: `http://127.0.0.1:${mockPort}/api/recommendation-tracking`,
};
for (const code of ['SV', 'NO', 'DA', 'FI', 'NL']) {
  env[`TAG_MANAGER_ID_${code}`] = `GTM-E2E${code}`;
  env[`RECOMMENDATION_WEBSITE_ID_${code}`] = `e2e-${code.toLowerCase()}`;
}

const build = spawn(process.execPath, ['scripts/with-mock-backend.mjs', 'next', 'build'], { stdio: 'inherit', env });
build.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
