/**
 * One Node for the shop: package.json pins it (the `node` devDependency, which npm puts first on every
 * script's PATH), `engines` and .nvmrc name the same major, and the scripts' guard refuses any other
 * major with a message that says what to do. The suite itself must run on the pinned major.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pinnedMajor, runtimeRefusal } from '@/scripts/node-runtime.mjs';

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
const manifest = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  allowScripts: Record<string, boolean>;
};
const pinned = pinnedMajor(manifest);
const execPath = '/usr/bin/node';

describe('the pinned runtime', () => {
  it('is an exact version of Node 24, and engines and .nvmrc name its major', () => {
    expect(manifest.devDependencies.node).toMatch(/^24\.\d+\.\d+$/);
    expect(pinned).toBe(24);
    expect(manifest.engines.node).toBe(`>=${pinned}`);
    expect(read('.nvmrc').trim()).toBe(String(pinned));
  });

  it("is downloaded by the node package's install script, which npm is allowed to run", () => {
    expect(manifest.allowScripts.node).toBe(true);
  });

  it('runs this suite', () => {
    expect(process.versions.node.split('.')[0]).toBe(String(pinned));
  });

  it('is not pinned by a range or a missing entry', () => {
    expect(pinnedMajor({ devDependencies: { node: '^24.21.0' } })).toBeNull();
    expect(pinnedMajor({ devDependencies: {} })).toBeNull();
    expect(pinnedMajor(null)).toBeNull();
    expect(runtimeRefusal({ running: 'v24.21.0', pinned: null, execPath })).toMatch(/pins no exact version/);
  });
});

describe('the guard of the npm scripts', () => {
  it('lets every release of the pinned major run', () => {
    fc.assert(
      fc.property(fc.nat(99), fc.nat(99), (minor, patch) => {
        expect(runtimeRefusal({ running: `v24.${minor}.${patch}`, pinned: 24, execPath })).toBeNull();
      }),
    );
  });

  it('refuses any other major, naming both and how to get the pinned one', () => {
    fc.assert(
      fc.property(
        fc.nat(40).filter((major) => major !== 24),
        fc.nat(99),
        (major, minor) => {
          const refusal = runtimeRefusal({ running: `v${major}.${minor}.0`, pinned: 24, execPath });
          expect(refusal).toContain('tested on Node 24');
          expect(refusal).toContain(`${execPath} is Node v${major}.${minor}.0`);
          expect(refusal).toContain('npm install');
        },
      ),
    );
  });

  it('refuses, never throws, whatever the runtime reports as its version', () => {
    fc.assert(
      fc.property(fc.string(), (running) => {
        const refusal = runtimeRefusal({ running, pinned: 24, execPath });
        expect(refusal === null ? /^v?24\./.test(running) : typeof refusal === 'string').toBe(true);
      }),
      { numRuns: 5000 },
    );
  });
});
