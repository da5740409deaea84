/**
 * The project's modules that run in the browser: every 'use client' file, the given entry files
 * (such as instrumentation-client.ts, which Next runs before every route) and whatever they import
 * from the project. The guard-rails on what the browser gets walk this set.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const SOURCE_DIRS = ['app', 'components', 'stores', 'lib'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [relative(ROOT, path)] : [];
  });
}

const sources = new Map(SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir))).map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));

/** The text of a project file (relative to the project root), '' when it is not one. */
export function sourceOf(file: string): string {
  return sources.get(file) ?? (existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : '');
}

/** The files whose text has an import the pattern matches, sorted; `text` stands in for the disk in tests of the pattern. */
export function importersOf(pattern: RegExp, files: Iterable<string>, text: (file: string) => string = sourceOf): string[] {
  return [...files].filter((file) => pattern.test(text(file))).sort();
}

function resolveImport(specifier: string): string | undefined {
  const base = specifier.slice(2);
  return [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find((file) => sources.has(file));
}

/**
 * The given files and every project module they import statically. Neither `import()` nor
 * `import type` is followed: the one is another chunk, the other leaves nothing in the build.
 */
export function staticImports(entries: readonly string[]): Set<string> {
  const found = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    for (const [, typeOnly, specifier] of sourceOf(file).matchAll(/^(?:import|export)\s+(type\s)?[^;]*?from '(@\/[^']+)'/gm)) {
      if (typeOnly) continue;
      const target = specifier && resolveImport(specifier);
      if (target) pending.push(target);
    }
  }
  return found;
}

/**
 * Every project module the browser may run: 'use client' files, the given entries and what they
 * import, through `import()` too (another chunk, but still the browser's).
 */
export function clientModules(entries: readonly string[] = []): Set<string> {
  const found = new Set<string>();
  const pending = [...[...sources].filter(([, text]) => /^\s*['"]use client['"]/.test(text)).map(([file]) => file), ...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    for (const imported of staticImports([file])) found.add(imported);
    for (const reached of found) {
      for (const [, specifier] of sourceOf(reached).matchAll(/import\('(@\/[^']+)'\)/g)) {
        const target = specifier && resolveImport(specifier);
        if (target && !found.has(target)) pending.push(target);
      }
    }
  }
  return found;
}

/** The layouts and the pages a shopper browses: what a catalog page's first load is built from. */
export const BROWSING_ENTRIES = [
  'instrumentation-client.ts',
  'app/layout.tsx',
  'app/[locale]/layout.tsx',
  'app/[locale]/page.tsx',
  'app/[locale]/bench-floor/page.bench.tsx',
  'app/[locale]/category/[...path]/page.tsx',
  'app/[locale]/listing-view/[view]/category/[...path]/page.tsx',
  'app/[locale]/brand/[slug]/page.tsx',
  'app/[locale]/tag/[slug]/page.tsx',
  'app/[locale]/product/[slug]/page.tsx',
  'app/[locale]/search/page.tsx',
  'app/[locale]/search-view/[page]/[term]/page.tsx',
  'app/[locale]/[...slug]/page.tsx',
] as const;
