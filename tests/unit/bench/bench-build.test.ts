/**
 * Production carries no bench (decision 0034): the bench's routes are pages only in the build
 * `npm run bench` makes with SHOP_BENCH=1, and so are the proxy's branch and the texts for them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BENCH_PAGE_EXTENSION, BENCH_VARIABLE, isBenchBuild, pageExtensions } from '@/features/bench/bench-build';
import { BARE_PATH } from '@/features/bench/bare-route';
import proxy from '@/proxy';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';

const BENCH_ROUTE_FOLDERS = ['app/bench-bare', 'app/[locale]/bench-floor', 'app/[locale]/bench-floor-rendered'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Where Next's default page extensions would find a page, layout or route of its own. */
const routeFileOfNext = /(^|\/)(page|layout|route|template|loading|error|not-found|default)\.(tsx|ts|jsx|js)$/;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the build flag', () => {
  it('is SHOP_BENCH=1, and nothing else', () => {
    expect(isBenchBuild({ [BENCH_VARIABLE]: '1' })).toBe(true);
    for (const value of [undefined, '', '0', 'true', 'yes']) expect(isBenchBuild({ [BENCH_VARIABLE]: value })).toBe(false);
  });

  it("adds the bench's page extension to Next's own only for the bench's build", () => {
    expect(pageExtensions({})).toEqual(['tsx', 'ts', 'jsx', 'js']);
    expect(pageExtensions({ [BENCH_VARIABLE]: '1' })).toEqual(['tsx', 'ts', 'jsx', 'js', BENCH_PAGE_EXTENSION]);
  });

  it("names every file of the bench's routes so that only that extension makes it a route", () => {
    const files = BENCH_ROUTE_FOLDERS.flatMap(filesUnder);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file, file).toMatch(new RegExp(`\\.${BENCH_PAGE_EXTENSION.replace('.', '\\.')}$`));
      expect(file, file).not.toMatch(routeFileOfNext);
    }
  });
});

describe("the proxy's branch for the bare route", () => {
  const host = STOREFRONTS.sv.domain;
  const rewriteOf = () => proxy(new NextRequest(`http://${host}${BARE_PATH}`, { headers: { host } })).headers.get('x-middleware-rewrite');

  it("sends the storefront path to the bare route's own layout in the bench's build", () => {
    vi.stubEnv(BENCH_VARIABLE, '1');
    expect(rewriteOf()).toBe(`http://${host}/bench-bare/sv`);
  });

  it('routes it as any unknown storefront page in every other build', () => {
    vi.stubEnv(BENCH_VARIABLE, '');
    expect(rewriteOf()).toBe(`http://${host}/sv/bench-bare`);
  });
});

describe("the bench's texts", () => {
  it('are in no messages file that every build bundles', () => {
    for (const code of Object.keys(STOREFRONTS)) {
      const messages = JSON.parse(readFileSync(`messages/${code}.json`, 'utf8')) as Record<string, unknown>;
      expect(
        Object.keys(messages).filter((namespace) => namespace.startsWith('bench')),
        code,
      ).toEqual([]);
    }
  });
});
