/**
 * The fault matrix's docs table (docs/fault-matrix.md) must say what the cells table of the suite
 * says, and the matrix must cover every backend call in platform/api/calls: a call added without its
 * row, or a cell changed without regenerating the doc, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALL_ROWS, CELLS, FAULT_NAMES, SCENARIOS, scenarioTitle } from '../e2e/fault-matrix/cells';
import { faultMatrixDoc } from '../e2e/fault-matrix/doc';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** `/api/product-by-slug/${encodeURIComponent(slug)}` -> `/api/product-by-slug/{}` */
const callPath = (template: string) => template.replace('${checkoutPath(checkoutId)}', '/api/checkout/{}').replace(/\$\{[^}]*\}/g, '{}');

function pathsOfCallModules(): Set<string> {
  const dir = 'platform/api/calls';
  const paths = new Set<string>();
  for (const file of readdirSync(new URL(`../../${dir}`, import.meta.url))) {
    for (const [, template, plain] of read(`${dir}/${file}`).matchAll(/path: (?:`([^`]+)`|'([^']+)')/g)) {
      paths.add(callPath(template ?? plain!));
    }
  }
  return paths;
}

const rowPath = (call: string) =>
  call
    .split(' ')[1]!
    .split('?')[0]!
    .replace(/\{[^}]*\}/g, '{}');

describe('the fault matrix', () => {
  it('is what docs/fault-matrix.md says (regenerate with `npx tsx scripts/fault-matrix-doc.ts`)', () => {
    expect(read('docs/fault-matrix.md')).toBe(faultMatrixDoc());
  });

  it('has a row for every call the shop makes', () => {
    const covered = new Set(CALL_ROWS.map((row) => rowPath(row.call)));
    const missing = [...pathsOfCallModules()].filter((path) => !covered.has(path));
    expect(missing).toEqual([]);
  });

  it('crosses every call with every fault, once', () => {
    expect(CELLS).toHaveLength(CALL_ROWS.length * FAULT_NAMES.length);
    expect(new Set(CELLS.map((cell) => `${cell.call} ${cell.fault}`)).size).toBe(CELLS.length);
  });

  it('names a test for each cell that exists in a fault-matrix spec', () => {
    const specs = readdirSync(new URL('../e2e/fault-matrix', import.meta.url))
      .filter((file) => file.endsWith('.spec.ts'))
      .map((file) => read(`tests/e2e/fault-matrix/${file}`))
      .join('\n');
    for (const scenario of Object.keys(SCENARIOS) as (keyof typeof SCENARIOS)[]) {
      expect(specs, `no spec runs the scenario ${scenario}`).toContain(`'${scenario}'`);
    }
    for (const cell of CELLS.filter((c) => !c.heldBy.startsWith('none'))) {
      const scenario = (Object.keys(SCENARIOS) as (keyof typeof SCENARIOS)[]).find((id) => scenarioTitle(id, cell.fault) === cell.heldBy);
      expect(scenario, cell.heldBy).toBeDefined();
    }
  });
});
