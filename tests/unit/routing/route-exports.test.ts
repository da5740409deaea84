/**
 * Next reads a page's `dynamic`, `revalidate` and `generateStaticParams` from the page file itself, so
 * they stay literals there; this holds every route file of `app/` to its entry in the route table.
 * A per-request page that Next cached would be served with a stale nonce and run no script at all; a
 * cached page rendered per request would cost a render each time; a route without an entry would
 * get a policy by accident. Each of those fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/platform/routing/route-table';

const APP = new URL('../../../app/', import.meta.url).pathname;

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    // `page.bench.tsx` is a page in the bench's build only (decision 0034), held to its entry all the same.
    return ['page.tsx', 'page.bench.tsx', 'route.ts'].includes(entry.name) ? [path] : [];
  });
}

/** `app/[locale]/checkout/[id]/page.tsx` -> `/[locale]/checkout/[id]`, the table's name for it. */
const routePath = (file: string) => `/${relative(APP, file).split(sep).slice(0, -1).join('/')}`;

const FILES = routeFiles(APP).map((file) => ({ file: relative(APP, file), path: routePath(file), source: readFileSync(file, 'utf8') }));

const FORCE_DYNAMIC = /^export const dynamic = 'force-dynamic';$/m;
const ANY_DYNAMIC = /^export const dynamic\b/m;
const STATIC_PARAMS = /^export (?:async )?function generateStaticParams\(/m;
const REVALIDATE = /^export const revalidate = (\d+);$/m;
const ANY_REVALIDATE = /^export const revalidate\b/m;

/** Dynamic segments a layout above the page does not list itself (`[locale]`: the layouts' generateStaticParams). */
const ownParams = (path: string) => path.split('/').filter((segment) => segment.startsWith('[') && segment !== '[locale]');

describe('route files and the route table', () => {
  it('every route file has an entry', () => {
    const known = new Set(ROUTES.map((route) => route.path));
    expect(FILES.filter(({ path }) => !known.has(path)).map(({ file }) => file)).toEqual([]);
  });

  it('every entry has its route file', () => {
    const files = new Set(FILES.map(({ path }) => path));
    expect(ROUTES.filter((route) => !files.has(route.path)).map((route) => route.path)).toEqual([]);
  });

  it('names each route once', () => {
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it.each(FILES.map(({ file, path, source }) => [file, path, source]))('%s exports what its entry says', (file, path, source) => {
    const route = ROUTES.find((entry) => entry.path === path);
    expect(route, path).toBeDefined();
    if (!route) return;
    if (file.endsWith('route.ts')) {
      expect(route.rendering).toBe('handler');
      expect(source).not.toMatch(STATIC_PARAMS);
      expect(source).not.toMatch(ANY_REVALIDATE);
      if (ANY_DYNAMIC.test(source)) expect(source).toMatch(FORCE_DYNAMIC);
      return;
    }
    expect(route.rendering).not.toBe('handler');
    if (route.rendering === 'per-request') {
      expect(source).toMatch(FORCE_DYNAMIC);
      expect(source).not.toMatch(STATIC_PARAMS);
      expect(source).not.toMatch(ANY_REVALIDATE);
      return;
    }
    if (route.rendering !== 'cached') return;
    expect(source).not.toMatch(ANY_DYNAMIC);
    // Without it Next renders a page with params of its own for every request (decision 0003).
    if (ownParams(path).length > 0) expect(source).toMatch(STATIC_PARAMS);
    expect(REVALIDATE.exec(source)?.[1], "the page's revalidate").toBe(route.revalidate === undefined ? undefined : String(route.revalidate));
  });
});
