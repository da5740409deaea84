#!/usr/bin/env node
/**
 * The shop runs and is tested on the major of Node that package.json pins as the `node`
 * devDependency. npm installs that Node into node_modules/.bin, first on the PATH of every npm script
 * and of every process a script starts, so an older Node on the machine only runs npm itself. This
 * refuses to go on under another major (e.g. after `npm install --ignore-scripts`, which skips the
 * download), because the suite's and the bench's figures hold for the pinned runtime only.
 * `--announce` also says which Node runs when it agrees.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The pinned version's major, or null when the pin is missing or not an exact version. */
export function pinnedMajor(manifest) {
  const pin = manifest?.devDependencies?.node;
  const match = typeof pin === 'string' ? /^(\d+)\.\d+\.\d+$/.exec(pin) : null;
  return match ? Number(match[1]) : null;
}

/** Why this runtime may not run the shop, or null when it may. */
export function runtimeRefusal({ running, pinned, execPath }) {
  if (pinned === null) return 'package.json pins no exact version of Node (devDependencies.node, e.g. "24.21.0").';
  const major = Number(/^v?(\d+)\./.exec(running)?.[1]);
  if (major === pinned) return null;
  return (
    `This shop runs and is tested on Node ${pinned}, but ${execPath} is Node ${running}.\n` +
    `Run \`npm install\` (it puts Node ${pinned} from the npm registry into node_modules/.bin for every npm ` +
    `script) or switch to Node ${pinned} yourself (\`nvm use\` reads .nvmrc).`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const refusal = runtimeRefusal({ running: process.version, pinned: pinnedMajor(manifest), execPath: process.execPath });
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  if (process.argv.includes('--announce')) console.log(`The shop runs on Node ${process.version} (${process.execPath}).`);
}
