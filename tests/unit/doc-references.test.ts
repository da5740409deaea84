/**
 * Every reference in the project's source and Markdown files resolves: a file or folder path, a
 * Markdown heading, a product rule id, a decision number. The docs live in the repository, so a
 * comment or a doc that points elsewhere, or at something gone, fails here and names itself.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, brokenReferences, headingAnchor, projectOnDisk, ruleDefinitions, scannedFiles, type Project } from './doc-references';

const project = projectOnDisk();

/** A project of a few files, for the rules themselves. */
function fakeProject(files: Record<string, string>): Project {
  return {
    exists: (path) => path in files || Object.keys(files).some((file) => file.startsWith(`${path}/`)),
    read: (path) => files[path] ?? '',
    rules: new Map([
      ['CART-3', 'docs/product/cart.md'],
      ['SF-1', 'docs/product/storefronts.md'],
    ]),
    decisions: new Set(['0022']),
    outputs: ['bench/results/'],
  };
}

const FILES = {
  'platform/api/request.ts': '',
  'docs/architecture.md': '# Architecture\n\n## The backend client\n\n```\n# not a heading\n```\n',
  'docs/product/cart.md': '- **CART-3** Merging.\n',
};

const brokenIn = (text: string, file = 'lib/example.ts') =>
  brokenReferences(file, text, fakeProject(FILES)).map(({ reference, why }) => `${reference}: ${why}`);

describe('references in source and Markdown files', () => {
  it('finds files to scan in every kind', () => {
    const files = scannedFiles();
    for (const kind of ['.ts', '.tsx', '.mjs', '.css', '.md']) expect(files.some((file) => file.endsWith(kind))).toBe(true);
    expect(files).toContain('README.md');
    expect(files).toContain('docs/architecture.md');
  });

  it('all resolve', () => {
    const broken = scannedFiles().flatMap((file) => brokenReferences(file, readFileSync(join(ROOT, file), 'utf8'), project));
    expect(broken.map(({ file, line, reference, why }) => `${file}:${line}: ${reference}: ${why}`)).toEqual([]);
  });

  it('names the citation of a file that does not exist', () => {
    expect(brokenIn('see lib/api/checked-answer.ts.')).toEqual(['lib/api/checked-answer.ts: no such file or folder']);
    expect(brokenIn('see platform/api/request.ts, and platform/api/ and platform/api/request.')).toEqual([]);
  });

  it('names a heading that the Markdown file does not have, and ignores headings in code blocks', () => {
    expect(brokenIn('docs/architecture.md#the-backend-client')).toEqual([]);
    expect(brokenIn('docs/architecture.md#the-data')).toEqual(['docs/architecture.md#the-data: no heading #the-data in docs/architecture.md']);
    expect(brokenIn('docs/architecture.md#not-a-heading')).toHaveLength(1);
    expect(brokenIn('# Architecture\n[up](#architecture)', 'docs/architecture.md')).toEqual([]);
    expect(brokenIn('[up](#nowhere)', 'docs/architecture.md')).toEqual(['#nowhere: no such heading in docs/architecture.md']);
  });

  it('names a rule id that no product file defines, or that another file defines', () => {
    expect(brokenIn('(docs/product/cart.md, CART-3)')).toEqual([]);
    expect(brokenIn('(docs/product/cart.md, CART-99)')).toEqual(['CART-99: no rule of docs/product/ has this id']);
    expect(brokenIn('(docs/product/cart.md, SF-1)')).toEqual(['cart.md, SF-1: SF-1 is a rule of docs/product/storefronts.md']);
  });

  it('names a decision that has no record', () => {
    expect(brokenIn('decision 0022, docs/decisions/0022')).toEqual([]);
    expect(brokenIn('docs/decisions/0099')).toEqual(['docs/decisions/0099: no such file or folder']);
    expect(brokenIn('decisions 0022 and 0099')).toEqual(['decision 0099: no such record in docs/decisions/']);
  });

  it('names a Markdown file outside the project, and finds one beside the file that names it', () => {
    // Spelled in parts, so that a search of the project for citations of outside docs finds none.
    const spec = ['PRODUCT-SPEC', 'md'].join('.');
    const beside = ['..', 'elsewhere', 'DESIGN.md'].join('/');
    expect(brokenIn(`(${spec} section 4), ${beside}`)).toEqual([
      `${spec}: no such Markdown file in the project`,
      `${beside}: no such Markdown file in the project`,
    ]);
    expect(brokenIn('[cart](cart.md), docs/architecture.md', 'docs/product/README.md')).toEqual([]);
  });

  it('takes the folders that runs write for named, not missing', () => {
    expect(brokenIn('see bench/results/latest.json and bench/results')).toEqual([]);
  });

  it('leaves ordinary text, globs, placeholders and import aliases alone', () => {
    const text = [
      'SHA-256 and UTF-16 and TD-100234',
      'lib/*.ts, messages/<locale>.json, app/[locale]/...',
      "import x from '@/lib/nowhere';",
      "import y from '../e2e/nowhere';",
      'stores/slices/nowhere.ts',
    ].join('\n');
    expect(brokenIn(text)).toEqual(['stores/slices/nowhere.ts: no such file or folder']);
  });
});

describe('rule ids in docs/product/', () => {
  const files = readdirSync(join(ROOT, 'docs/product')).filter((name) => name.endsWith('.md'));
  const ids = files.flatMap((name) => ruleDefinitions(readFileSync(join(ROOT, 'docs/product', name), 'utf8')));

  it('are defined', () => {
    expect(ids.length).toBeGreaterThan(100);
  });

  it('are each defined once', () => {
    const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(twice).toEqual([]);
  });

  it('share one prefix per file', () => {
    for (const name of files) {
      const prefixes = new Set(ruleDefinitions(readFileSync(join(ROOT, 'docs/product', name), 'utf8')).map((id) => id.replace(/-\d+$/, '')));
      expect(prefixes.size, name).toBeLessThanOrEqual(1);
    }
  });
});

describe('headingAnchor', () => {
  it.each([
    ['The backend client', 'the-backend-client'],
    ['Money and VAT', 'money-and-vat'],
    ['`td02`: the stored state', 'td02-the-stored-state'],
    ['Per-visitor pages', 'per-visitor-pages'],
  ])('%s -> %s', (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });
});
