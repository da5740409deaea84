#!/usr/bin/env node
/**
 * The deployable artifact (decision 0049): one folder that runs the shop with `node server/serve.mjs`
 * wherever it is copied, without the checkout or its node_modules.
 *
 *   node scripts/standalone.mjs [FOLDER]     (after `npm run build`; default .next/artifact)
 *
 * It is Next's standalone output (`output: 'standalone'`: the server build and only the modules it
 * uses, the page cache handler and Redis client included, as Next traces them) with the browser's
 * files beside it (`.next/static`, `public`) and the shop's own server (server/serve.mjs) with every
 * file it imports, traced the same way. Next's own server.js is left out: the shop is always started
 * through server/serve.mjs (decision 0023).
 */
import { cp, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { nodeFileTrace } = require('next/dist/compiled/@vercel/nft');

const STANDALONE = '.next/standalone';

/**
 * Writes the artifact of the build in `checkout` to `folder`, which is emptied first.
 * @param {string} folder
 * @param {string} [checkout]
 */
export async function assembleArtifact(folder, checkout = process.cwd()) {
  const from = (relative) => path.join(checkout, relative);
  if (!existsSync(from(STANDALONE))) throw new Error(`No ${STANDALONE} in ${checkout}: run \`npm run build\` first (next.config.ts has output: 'standalone').`);
  await rm(folder, { recursive: true, force: true });
  // Turbopack links the externals it renamed (.next/node_modules/pino-<hash>): the links must stay links.
  await cp(from(STANDALONE), folder, { recursive: true, verbatimSymlinks: true });
  await rm(path.join(folder, 'server.js'));
  await cp(from('.next/static'), path.join(folder, '.next/static'), { recursive: true });
  await cp(from('public'), path.join(folder, 'public'), { recursive: true });
  // Next is in the standalone output already, traced from its own server; what serve.mjs adds is ours.
  const { fileList } = await nodeFileTrace([from('server/serve.mjs')], { base: checkout, ignore: (file) => file.startsWith('node_modules/next/') });
  for (const file of fileList) {
    const target = path.join(folder, file);
    if (existsSync(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await cp(from(file), target, { verbatimSymlinks: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  const folder = path.resolve(process.argv[2] ?? '.next/artifact');
  await assembleArtifact(folder);
  console.log(`[standalone] the artifact is in ${folder}: start it there with \`node server/serve.mjs\``);
}
