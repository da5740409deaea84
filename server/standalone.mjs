/**
 * How server/serve.mjs finds the build it serves, in the checkout and in the deployable artifact
 * alike (scripts/standalone.mjs, decision 0049): the build is in `.next` beside this folder, and its
 * configuration is the one `next build` wrote there, never next.config.ts, which the artifact does
 * not carry (nor the TypeScript and plugins it needs). Next's own standalone server.js does the same.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder the server runs from: the checkout, or the artifact wherever it was copied. The working
 * directory becomes it, as route handlers read the build's files from there (`/api/health`).
 * @returns {string}
 */
export function servedFolder() {
  const folder = path.resolve(import.meta.dirname, '..');
  process.chdir(folder);
  const built = JSON.parse(readFileSync(path.join(folder, '.next', 'required-server-files.json'), 'utf8'));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(built.config);
  return folder;
}
