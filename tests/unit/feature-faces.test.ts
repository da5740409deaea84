/**
 * A feature is reached from outside through its faces, `features/<name>/index.ts` and `server.ts`
 * (decision 0031; lint holds who may import what). A face only re-exports, by name, so that a page
 * that takes one name from it gets that module's code and no more: the bundler leaves out unused
 * re-exports only because package.json declares the app's modules free of side effects, stylesheets
 * aside. Without that declaration, one import of the cart's face put 997 B gzip on every page.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const FACES = readdirSync(join(ROOT, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => ['index.ts', 'server.ts'].map((face) => `features/${entry.name}/${face}`))
  .filter((file) => existsSync(join(ROOT, file)));

/** The statements of a face that are not `export { ... } from '...'` or `export type { ... } from '...'`. */
function notReExports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return source.statements
    .filter(
      (statement) => !(ts.isExportDeclaration(statement) && statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)),
    )
    .map((statement) => `${file}: ${statement.getText(source).split('\n')[0]}`);
}

describe('feature faces', () => {
  it('every feature has a face', () => {
    const features = readdirSync(join(ROOT, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(features.filter((entry) => !existsSync(join(ROOT, 'features', entry.name, 'index.ts'))).map((entry) => entry.name)).toEqual([]);
  });

  it.each(FACES)('%s only re-exports, by name', (file) => {
    expect(notReExports(file)).toEqual([]);
  });

  it('package.json lets the bundler drop what a page does not take from a face', () => {
    const { sideEffects } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { sideEffects?: unknown };
    expect(sideEffects).toEqual(['*.css']);
  });
});
