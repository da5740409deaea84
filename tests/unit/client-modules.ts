/**
 * The project's modules that run in the browser: every 'use client' file, the given entry files
 * (such as instrumentation-client.ts, which Next runs before every route) and whatever they import
 * from the project. The guard-rails on what the browser gets walk this set. Imports are found by
 * TypeScript's parser and resolved by its module resolution under the project's tsconfig, as the
 * bundler resolves them; lint cannot hold these rules, which are about what a page can reach.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '../..');
/** Whatever is not the app: tests, the mocked backend, the bench and the build's scripts. */
const NOT_THE_APP = /^(?:tests|mocks|bench|scripts|\.next|node_modules)\//;

const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
const options = config?.options ?? {};

const sources = new Map(
  (config?.fileNames ?? [])
    .map((path) => relative(ROOT, path))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !NOT_THE_APP.test(file))
    .map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]),
);

/** The text of a project file (relative to the project root), '' when it is not one. */
export function sourceOf(file: string): string {
  return sources.get(file) ?? (existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : '');
}

/** The files whose text has an import the pattern matches, sorted; `text` stands in for the disk in tests of the pattern. */
export function importersOf(pattern: RegExp, files: Iterable<string>, text: (file: string) => string = sourceOf): string[] {
  return [...files].filter((file) => pattern.test(text(file))).sort();
}

interface Imports {
  static: string[];
  dynamic: string[];
}

const importsCache = new Map<string, Imports>();

function resolveImport(from: string, specifier: string): string | undefined {
  const resolved = ts.resolveModuleName(specifier, join(ROOT, from), options, ts.sys).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return undefined;
  const file = relative(ROOT, resolved.resolvedFileName);
  return sources.has(file) ? file : undefined;
}

/** A feature's face (`features/<name>/index.ts` or `server.ts`). */
const FACE = /^features\/[^/]+\/(?:index|server)\.ts$/;
const faceCache = new Map<string, Map<string, string>>();

/** What a face re-exports, by name: the module each name comes from. Undefined for any other file. */
function faceExports(file: string): Map<string, string> | undefined {
  if (!FACE.test(file)) return undefined;
  const cached = faceCache.get(file);
  if (cached) return cached;
  const names = new Map<string, string>();
  const source = ts.createSourceFile(file, sourceOf(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = resolveImport(file, statement.moduleSpecifier.text);
    if (!target || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) if (!element.isTypeOnly) names.set(element.name.text, target);
  }
  faceCache.set(file, names);
  return names;
}

/** A file's project imports that leave code in the build: `import type` and type-only names are erased. */
function importsOf(file: string): Imports {
  const cached = importsCache.get(file);
  if (cached) return cached;
  const found: Imports = { static: [], dynamic: [] };
  const source = ts.createSourceFile(file, sourceOf(file), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const add = (list: string[], specifier: string, names?: readonly string[]) => {
    const target = resolveImport(file, specifier);
    if (!target) return;
    // A feature's face only re-exports: the names taken through it lead to the modules behind them,
    // as the bundler, told the app's modules have no side effects, takes only those.
    const behind = names && faceExports(target);
    if (behind) list.push(...names.map((name) => behind.get(name) ?? target));
    else list.push(target);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = clause?.isTypeOnly || (clause && !clause.name && named && named.length > 0 && named.every((element) => element.isTypeOnly));
      const names =
        clause && !clause.name && named
          ? named.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text)
          : undefined;
      if (!typeOnly) add(found.static, node.moduleSpecifier.text, names);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) add(found.static, node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) add(found.dynamic, specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  importsCache.set(file, found);
  return found;
}

/**
 * The given files and every project module they import statically, through the files `follow`
 * allows. Neither `import()` nor `import type` is followed: the one is another chunk, the other
 * leaves nothing in the build.
 */
export function staticImports(entries: readonly string[], follow: (file: string) => boolean = () => true): Set<string> {
  const found = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    if (follow(file)) pending.push(...importsOf(file).static);
  }
  return found;
}

const USE_CLIENT = /^\s*['"]use client['"]/;
const USE_SERVER = /^\s*['"]use server['"]/;

/**
 * What the browser gets of these entries' first load: the client components among their static
 * imports and what those import statically. A server action's module is not followed: the browser
 * gets a reference to it, not its imports.
 */
export function browserImports(entries: readonly string[]): Set<string> {
  const clientRoots = [...staticImports(entries)].filter((file) => USE_CLIENT.test(sourceOf(file)));
  return staticImports(clientRoots, (file) => !USE_SERVER.test(sourceOf(file)));
}

/**
 * Every project module the browser may run: 'use client' files, the given entries and what they
 * import, through `import()` too (another chunk, but still the browser's).
 */
export function clientModules(entries: readonly string[] = []): Set<string> {
  const found = new Set<string>();
  const pending = [...[...sources].filter(([, text]) => USE_CLIENT.test(text)).map(([file]) => file), ...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    for (const reached of staticImports([file])) {
      found.add(reached);
      pending.push(...importsOf(reached).dynamic.filter((target) => !found.has(target)));
    }
  }
  return found;
}

/**
 * The layouts around a trivial page, with the storefront's error and not-found boundaries: the shell
 * of every first load (the bench's floor route).
 */
export const SHELL_ENTRIES = [
  'instrumentation-client.ts',
  'app/layout.tsx',
  'app/[locale]/layout.tsx',
  'app/[locale]/error.tsx',
  'app/[locale]/not-found.tsx',
  'app/[locale]/bench-floor/page.bench.tsx',
] as const;

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
